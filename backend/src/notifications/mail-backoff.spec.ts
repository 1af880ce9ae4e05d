import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from './mail-backoff';

describe('retryDelaySeconds', () => {
  it('waits the base after the first failure and doubles after each further one', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelaySeconds(8, 30)).toBe(MAX_RETRY_DELAY_SECONDS);
    expect(retryDelaySeconds(500, 1)).toBe(MAX_RETRY_DELAY_SECONDS);
  });
});
