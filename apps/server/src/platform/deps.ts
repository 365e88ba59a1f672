import type { AppConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Approvals } from './approvals/approvals.ts';

/** What modules receive when they register: configuration and the platform services. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  /** Define jobs while registering; enqueue them from services (platform/jobs). */
  jobs: JobQueue;
  files: FileStorage;
  /** The approval engine: modules register their subjects, services submit and decide (ADR 22). */
  approvals: Approvals;
}
