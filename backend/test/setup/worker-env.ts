import { workerDatabaseName, workerDataDir } from './worker-database';

// Runs in each worker before its suites: points the app at this worker's own database and files.
const workerId = process.env.JEST_WORKER_ID ?? '1';
process.env.DATA_DIR = workerDataDir(process.env, workerId);
if (process.env.DB_TYPE === 'mysql') process.env.DB_NAME = workerDatabaseName(process.env, workerId);
