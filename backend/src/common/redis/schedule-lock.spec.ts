import { ScheduleLock } from './schedule-lock';

describe('ScheduleLock without Redis (one process)', () => {
  it('runs the job every time it is asked', async () => {
    const lock = new ScheduleLock(null);
    const job = jest.fn().mockResolvedValue(undefined);
    await expect(lock.runOnce('sweep', 60_000, job)).resolves.toBe(true);
    await expect(lock.runOnce('sweep', 60_000, job)).resolves.toBe(true);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it("passes the job's failure on to the caller", async () => {
    const lock = new ScheduleLock(null);
    await expect(lock.runOnce('sweep', 60_000, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  });
});
