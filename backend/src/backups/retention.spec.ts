import { archiveName, archiveTime } from './backup-destination';
import { archivesToRemove } from './retention';

describe('Backup retention', () => {
  // Wednesday 25 November 2026, 03:00 in Kuala Lumpur (19:00 UTC the day before), and one archive a day before it.
  const newest = new Date('2026-11-24T19:00:00Z');
  const daily = Array.from({ length: 60 }, (_, back) => {
    const createdAt = new Date(newest.getTime() - back * 86_400_000);
    return { name: archiveName(createdAt), createdAt };
  });

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, Monday to Sunday in Kuala Lumpur', () => {
    const removed = new Set(archivesToRemove(daily, 7, 4));
    const kept = daily.filter(({ name }) => !removed.has(name)).map(({ createdAt }) => createdAt.toISOString().slice(0, 10));
    // 19 to 25 November (KL) are the 7 days; of the 4 weeks, this one and the one of the 16th are among them, and the
    // weeks of the 9th and the 2nd keep their Sundays, 15 and 8 November in KL (the 14th and the 7th in UTC).
    expect(kept).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-14',
      '2026-11-07',
    ]);
    expect(removed.size).toBe(51);
  });

  it('keeps the newest of several archives on one day, and always the newest archive', () => {
    const sameDay = [0, 1, 2].map((hours) => {
      const createdAt = new Date(newest.getTime() + hours * 3_600_000);
      return { name: archiveName(createdAt), createdAt };
    });
    expect(archivesToRemove(sameDay, 7, 4)).toEqual([sameDay[1].name, sameDay[0].name]);
    expect(archivesToRemove(sameDay.slice(0, 1), 1, 0)).toEqual([]);
  });

  it('names archives by the second they were taken, and reads only such names back', () => {
    expect(archiveName(new Date('2026-11-28T03:15:09.123Z'))).toBe('backup-20261128T031509Z.rvb');
    expect(archiveTime('backup-20261128T031509Z.rvb')?.toISOString()).toBe('2026-11-28T03:15:09.000Z');
    for (const other of ['backup-20261128T031509Z.rvb.partial', '.backup-20261128T031509Z.rvb.partial', '../x.rvb', 'rental.sqlite'])
      expect(archiveTime(other)).toBeNull();
  });
});
