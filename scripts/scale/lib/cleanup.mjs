/**
 * Undo steps registered as resources come up, run newest first: on success, on failure and on
 * Ctrl-C alike, so no replica, nginx, database or temp dir outlives the run.
 */
const steps = [];

export function onCleanup(label, step) {
  steps.push({ label, step });
}

export async function cleanUp() {
  while (steps.length > 0) {
    const { label, step } = steps.pop();
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function cleanUpOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything this run started`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
