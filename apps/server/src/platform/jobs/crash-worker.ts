// The process the crash test kills: a job worker on the test's PostgreSQL database. It prints
// "ready" once its queue runs; the test then queues a job, waits for it to start here, and sends
// SIGKILL, so nothing in this process gets to say the job stopped.
import pino from 'pino';
import { openDatabase } from '../db/database.ts';
import { JobQueue } from './job-queue.ts';
import { defineCrashTestJob } from './crash-test-job.ts';

const [ownerUrl, appUrl] = process.argv.slice(2);
if (!ownerUrl || !appUrl) throw new Error('usage: crash-worker.ts OWNER_URL APP_URL');
const database = openDatabase({ databaseUrl: appUrl, migrationDatabaseUrl: ownerUrl, poolMax: 2 });
const queue = new JobQueue(database, pino({ level: 'silent' }), 2);
defineCrashTestJob(queue);
await queue.start();
console.log('ready');
