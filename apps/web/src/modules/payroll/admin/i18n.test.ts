import { describe, expect, it } from 'vitest';
import { PAYROLL_AUDIT_ENTITIES } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { auditTrailTexts, batchGroupTexts, historyUploadTexts, payrollAdminMessageTexts } from './i18n.ts';
import { payrollAuditMenuTexts } from './menu-texts.ts';
import { auditRangeOf } from './api.ts';
import { fieldText } from './components/audit-words.ts';
import { nairaText } from './components/naira-text.ts';

describe('payroll admin texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [
      auditTrailTexts,
      historyUploadTexts,
      batchGroupTexts,
      payrollAdminMessageTexts,
      payrollAuditMenuTexts,
    ])
      expect(bundleProblems(bundle)).toEqual([]);
  });

  it('name every payroll record kind the trail lists', () => {
    for (const entity of PAYROLL_AUDIT_ENTITIES)
      expect(auditTrailTexts.fr[`audit.entity.${entity}` as keyof typeof auditTrailTexts.fr]).toBeTruthy();
  });

  it('translate a stored row problem by its English text, and a parameterised message by code', () => {
    expect(payrollAdminMessageTexts.fr['This employee already has pay for this month']).toBe(
      'Cet employé a déjà une paie pour ce mois',
    );
    expect(payrollAdminMessageTexts.fr['payroll_history_uploads.missingColumns']).toContain('{{columns}}');
  });
});

describe('the audit trail’s and uploads’ formatting', () => {
  it('reads the date range either end open', () => {
    expect(auditRangeOf('2026-01-01~2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(auditRangeOf('~2026-01-31')).toEqual({ to: '2026-01-31' });
    expect(auditRangeOf(undefined)).toEqual({});
  });

  it('writes field paths and naira for a reader', () => {
    expect(fieldText('pay_breakdowns.2.amount')).toBe('Pay breakdowns › 2 › Amount');
    expect(nairaText('250000.00')).toBe('₦250,000.00');
    expect(nairaText('-5.10')).toBe('-₦5.10');
  });
});
