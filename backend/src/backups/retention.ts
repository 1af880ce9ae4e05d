import { addDays } from '../common/dates/date-math';
import { todayInKualaLumpur } from '../common/dates/calendar-date';

export interface KeptArchive {
  name: string;
  createdAt: Date;
}

/**
 * Which archives a prune removes: the newest of each of the last `keepDaily` days that have one,
 * and the newest of each of the last `keepWeekly` weeks (Monday to Sunday), Kuala Lumpur time,
 * stay; the rest go. The newest archive always stays.
 */
export function archivesToRemove(archives: KeptArchive[], keepDaily: number, keepWeekly: number): string[] {
  const newestFirst = [...archives].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<string>();
  const keepNewestPer = (periodOf: (archive: KeptArchive) => string, periods: number) => {
    const seen = new Set<string>();
    for (const archive of newestFirst) {
      const period = periodOf(archive);
      if (seen.has(period)) continue;
      if (seen.size >= periods) break;
      seen.add(period);
      kept.add(archive.name);
    }
  };
  const day = (archive: KeptArchive) => todayInKualaLumpur(archive.createdAt);
  keepNewestPer(day, keepDaily);
  keepNewestPer((archive) => mondayOf(day(archive)), keepWeekly);
  if (newestFirst[0]) kept.add(newestFirst[0].name);
  return newestFirst.filter((archive) => !kept.has(archive.name)).map((archive) => archive.name);
}

/** The Monday of a calendar day's week. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}
