let counter = 0;

/** Distinct values across suites that share one database in a run. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}
