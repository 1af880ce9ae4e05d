/** The longest wait between two attempts at one e-mail. */
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/**
 * Seconds to wait after the given (1-based) failed attempt: base, 2 x base, 4 x base, ... at most
 * an hour, so a long SMTP outage is retried hourly instead of ever more rarely.
 */
export function retryDelaySeconds(failedAttempt: number, baseSeconds: number): number {
  const exponent = Math.max(0, failedAttempt - 1);
  return Math.min(MAX_RETRY_DELAY_SECONDS, baseSeconds * 2 ** Math.min(exponent, 30));
}
