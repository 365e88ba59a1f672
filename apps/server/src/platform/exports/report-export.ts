import { audit } from '../audit/audit.ts';
import type { AppDeps } from '../deps.ts';
import { newFileName, recordFile } from '../files/files.service.ts';
import type { ActingContext } from '../http/context.ts';
import { findFileByToken } from '../files/files.repository.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import { EXPORT_TTL_MS } from './export-file.ts';
import { openTableFile } from './table-stream.ts';
import { EXPORT_MIME_TYPES, type ExportCell, type ExportColumn, type ExportFormat } from './table-writers.ts';

/**
 * One report, defined once for the screen and for its files (ADR 13): `prepare` checks the filter
 * and fixes the scope, then pages are read the same way for a screen page and for an export.
 */
export interface ReportDefinition<F> {
  /** Names the export job (`export.<name>`) and the audit entity. */
  name: string;
  title: string;
  /** The downloaded file's name before its date, e.g. `employee-report`. */
  baseName: string;
  prepare(ctx: ActingContext, filter: F): Promise<PreparedReport>;
}

export interface PreparedReport {
  columns: readonly ExportColumn[];
  total: number;
  /** Rows as a file shows them (dates dd-MM-yyyy, one phone format), in a stable order. */
  fileRows(
    ctx: ActingContext,
    page: { limit: number; offset: number },
  ): Promise<Record<string, ExportCell>[]>;
}

const PAGE_ROWS = 1_000;

export interface ExportAnswer {
  fileName: string;
  /** Set when the file is written by a job: GET /jobs/{id} tells when it is ready. */
  jobId: number | null;
}

interface ExportPayload<F> {
  format: ExportFormat;
  filter: F;
  file_name: string;
}

/** Defines the report's export job; the returned function answers a download call. */
export function defineReportExport<F>(
  deps: Pick<AppDeps, 'jobs' | 'files' | 'config'>,
  report: ReportDefinition<F>,
): (ctx: ActingContext, format: ExportFormat, filter: F) => Promise<ExportAnswer> {
  const write = async (
    /** Runs a step as the user: in the request's transaction, or in a job's own transactions. */
    asUser: (fn: (ctx: ActingContext) => Promise<void>) => Promise<void>,
    prepared: PreparedReport,
    format: ExportFormat,
    fileName: string,
    progress: (fraction: number, message: string) => Promise<void>,
  ) => {
    const target = await deps.files.reserve();
    const file = await openTableFile(format, target.path, report.title, prepared.columns);
    for (let offset = 0; offset < prepared.total; offset += PAGE_ROWS) {
      await asUser(async (c) => file.append(await prepared.fileRows(c, { limit: PAGE_ROWS, offset })));
      const done = Math.min(prepared.total, offset + PAGE_ROWS);
      await progress(done / (prepared.total + 1), `${done} of ${prepared.total} rows`);
    }
    const sizeBytes = await file.close();
    await asUser(async (c) => {
      await recordFile(c, {
        fileName,
        storageKey: target.key,
        sizeBytes,
        kind: 'export',
        originalName: `${report.baseName}-${new Date().toISOString().slice(0, 10)}.${format}`,
        mimeType: EXPORT_MIME_TYPES[format],
        extension: format,
        ownerUserId: c.user.id,
        expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
      });
      await audit(c, {
        action: 'export',
        entity: report.name,
        description: `Exported the ${report.title.toLowerCase()} (${prepared.total} rows, ${format.toUpperCase()})`,
        after: { format, rows: prepared.total },
      });
    });
  };

  const job: JobKind<ExportPayload<F>> = deps.jobs.defineTenantJob<ExportPayload<F>>({
    kind: `export.${report.name}`,
    retryLimit: 2,
    async run(run) {
      const { format, filter, file_name: fileName } = run.payload;
      const acting = <T>(fn: (ctx: ActingContext) => Promise<T>) =>
        run.tenant((ctx) => {
          if (!ctx.user || ctx.companyId === null)
            throw new Error('an export runs as the user who asked for it');
          return fn(ctx as ActingContext);
        });
      // Idempotent: a re-run after the file was recorded has nothing left to do.
      if (
        await acting(async (ctx) => (await findFileByToken(ctx.tx, ctx.companyId, fileName)) !== undefined)
      ) {
        return { file_name: fileName };
      }
      const prepared = await acting((ctx) => report.prepare(ctx, filter));
      await write(acting, prepared, format, fileName, (fraction, message) => run.progress(fraction, message));
      return { file_name: fileName, rows: prepared.total };
    },
  });

  return async (ctx, format, filter) => {
    const prepared = await report.prepare(ctx, filter);
    const fileName = newFileName(ctx.companyId, format);
    // Up to config.exportInlineRows rows the file is written in the request; more, and a job writes it.
    if (prepared.total > deps.config.exportInlineRows) {
      const jobId = await deps.jobs.enqueue(ctx, job, { format, filter, file_name: fileName });
      return { fileName, jobId };
    }
    await write(
      (fn) => fn(ctx),
      prepared,
      format,
      fileName,
      async () => undefined,
    );
    return { fileName, jobId: null };
  };
}
