import { describe, expect, it } from 'vitest';
import { readExportAnswer } from './export-answer.ts';

describe('readExportAnswer', () => {
  it('is ready at once without a job', () => {
    expect(readExportAnswer({ message: 'ok', data: 'report.csv' })).toEqual({
      fileName: 'report.csv',
      jobId: null,
    });
  });

  it('waits for the job when there is one', () => {
    expect(readExportAnswer({ message: 'ok', data: 'report.xlsx', job_id: 123 })).toEqual({
      fileName: 'report.xlsx',
      jobId: 123,
    });
  });

  it('ignores a job id that is not a positive whole number', () => {
    for (const job_id of [0, -4, 1.5, '12', null]) {
      expect(readExportAnswer({ message: 'ok', data: 'a.pdf', job_id }).jobId).toBeNull();
    }
  });
});
