import {
  DEFAULT_LANGUAGE,
  columnTotals,
  pickColumns,
  wordOf,
  type Language,
  type ReportColumn,
  type ReportDefinition as Report,
} from '@clockroom/contracts';
import { audit } from '../audit/audit.ts';
import type { AppDeps } from '../deps.ts';
import { newFileName, recordFile } from '../files/files.service.ts';
import type { ActingContext } from '../http/context.ts';
import { findFileByToken } from '../files/files.repository.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import { EXPORT_TTL_MS } from './export-file.ts';
import { fileRow, totalsRow } from './report-cells.ts';
import { openTableFile } from './table-stream.ts';
import { EXPORT_MIME_TYPES, type ExportFormat } from './table-writers.ts';

/**
 * A report's files (ADR 13, ADR 34): its definition in contracts (columns, words, title) and how its
 * rows are read. `prepare` checks the filter and fixes the scope; pages are then read the same way
 * for a screen page and for a file.
 */
export interface ReportSource<F> {
  report: Report;
  prepare(ctx: ActingContext, filter: F): Promise<PreparedReport>;
}

export interface PreparedReport {
  /**
   * The columns the file shows, in order: keys of the report's columns, or columns made for this
   * file (a roster's days, headed by their date); every column of the report when absent.
   */
  columns?: readonly (string | ReportColumn)[];
  /** The title's code when the filter decides it (an attendance report's type). */
  title?: string;
  total: number;
  /** Rows as the API answers them (yyyy-MM-dd dates, kobo, minutes), in a stable order. */
  rows(ctx: ActingContext, page: { limit: number; offset: number }): Promise<Record<string, unknown>[]>;
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
  /** The requester's language, fixed when asked, so a job resumed after a restart writes the same. */
  language?: Language;
}

export type ReportExport<F> = (
  ctx: ActingContext,
  format: ExportFormat,
  filter: F,
  /** The requester's; English when not given. */
  language?: Language,
) => Promise<ExportAnswer>;

/** Defines the report's export job; the returned function answers a download call. */
export function defineReportExport<F>(
  deps: Pick<AppDeps, 'jobs' | 'files' | 'config'>,
  source: ReportSource<F>,
): ReportExport<F> {
  const { report } = source;
  const write = async (
    /** Runs a step as the user: in the request's transaction, or in a job's own transactions. */
    asUser: (fn: (ctx: ActingContext) => Promise<void>) => Promise<void>,
    prepared: PreparedReport,
    payload: ExportPayload<F>,
    progress: (fraction: number, message: string) => Promise<void>,
  ) => {
    const { format, file_name: fileName, language = DEFAULT_LANGUAGE } = payload;
    const columns: ReportColumn[] = prepared.columns
      ? prepared.columns.flatMap((c) => (typeof c === 'string' ? pickColumns(report.columns, [c]) : [c]))
      : [...report.columns];
    const target = await deps.files.reserve();
    const title = wordOf(report.words, prepared.title ?? report.title, language);
    const headings = columns.map((c) => ({ ...c, label: wordOf(report.words, c.label, language) }));
    const file = await openTableFile(format, target.path, title, headings);
    const totals: Record<string, number> = {};
    for (let offset = 0; offset < prepared.total; offset += PAGE_ROWS) {
      await asUser(async (c) => {
        const rows = await prepared.rows(c, { limit: PAGE_ROWS, offset });
        for (const [key, sum] of Object.entries(columnTotals(columns, rows)))
          totals[key] = (totals[key] ?? 0) + sum;
        await file.append(rows.map((r) => fileRow(columns, r, format, language)));
      });
      const done = Math.min(prepared.total, offset + PAGE_ROWS);
      await progress(done / (prepared.total + 1), `${done} of ${prepared.total} rows`);
    }
    if (prepared.total > 0 && columns.some((c) => c.total))
      await file.append([totalsRow(columns, totals, format, language)]);
    const sizeBytes = await file.close();
    await asUser(async (c) => {
      await recordFile(c, {
        fileName,
        storageKey: target.key,
        sizeBytes,
        kind: 'export',
        originalName: `${report.fileName}-${new Date().toISOString().slice(0, 10)}.${format}`,
        mimeType: EXPORT_MIME_TYPES[format],
        extension: format,
        ownerUserId: c.user.id,
        expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
      });
      const english = wordOf(report.words, prepared.title ?? report.title, 'en');
      await audit(c, {
        action: 'export',
        entity: report.name,
        description: `Exported the ${english.toLowerCase()} (${prepared.total} rows, ${format.toUpperCase()})`,
        after: { format, rows: prepared.total, language },
      });
    });
  };

  const job: JobKind<ExportPayload<F>> = deps.jobs.defineTenantJob<ExportPayload<F>>({
    kind: `export.${report.name}`,
    retryLimit: 2,
    async run(run) {
      const { filter, file_name: fileName } = run.payload;
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
      const prepared = await acting((ctx) => source.prepare(ctx, filter));
      await write(acting, prepared, run.payload, (fraction, message) => run.progress(fraction, message));
      return { file_name: fileName, rows: prepared.total };
    },
  });

  return async (ctx, format, filter, language = DEFAULT_LANGUAGE) => {
    const prepared = await source.prepare(ctx, filter);
    const payload: ExportPayload<F> = {
      format,
      filter,
      file_name: newFileName(ctx.companyId, format),
      language,
    };
    // Up to config.exportInlineRows rows the file is written in the request; more, and a job writes it.
    if (prepared.total > deps.config.exportInlineRows) {
      return { fileName: payload.file_name, jobId: await deps.jobs.enqueue(ctx, job, payload) };
    }
    await write(
      (fn) => fn(ctx),
      prepared,
      payload,
      async () => undefined,
    );
    return { fileName: payload.file_name, jobId: null };
  };
}
