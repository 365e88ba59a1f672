import type { Envelope } from '@clockroom/contracts';

/**
 * What an export call answers: `{ message, data: fileName }`, plus `job_id` when the file is still
 * being written in the background (without it the file is ready at once).
 */
export type ExportAnswer = Envelope<string> & { job_id?: unknown };

export interface ExportStart {
  fileName: string;
  /** The job writing the file; null when the file can be downloaded now. */
  jobId: number | null;
}

export function readExportAnswer(answer: ExportAnswer): ExportStart {
  const id = answer.job_id;
  return {
    fileName: typeof answer.data === 'string' ? answer.data : '',
    jobId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}
