import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../i18n/bundle-check.ts';
import { jobTexts } from './i18n.ts';
import { JOB_STATE_NAMES, jobKindLabelKey, jobStatusText } from './job-state.ts';

describe('job texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(jobTexts)).toEqual([]);
  });

  it('has a label and a status line for every state, and a label for every known kind', () => {
    const keys = Object.keys(jobTexts.en);
    for (const state of JOB_STATE_NAMES) {
      expect(keys).toContain(`jobs.state.${state}`);
      const job = { state, attempts: 1, progress: 0, progress_message: null };
      expect(keys).toContain(jobStatusText(job).key);
    }
    for (const kind of ['mail.deliver', 'export.employee-report', 'cleanup.expired']) {
      expect(keys).toContain(jobKindLabelKey(kind));
    }
  });
});
