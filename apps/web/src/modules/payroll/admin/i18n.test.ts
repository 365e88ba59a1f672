import { describe, expect, it } from 'vitest';
import { PAYROLL_AUDIT_ENTITIES } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import i18n from 'i18next';
import {
  auditDescriptionTexts,
  auditFieldTexts,
  auditTrailTexts,
  batchGroupTexts,
  historyUploadTexts,
  payrollAdminMessageTexts,
} from './i18n.ts';
import { payrollAuditMenuTexts } from './menu-texts.ts';
import { auditRangeOf } from './api.ts';
import { descriptionText } from './components/audit-description.ts';
import { fieldText, valueText } from './components/audit-words.ts';
import { nairaText } from './components/naira-text.ts';

describe('payroll admin texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [
      auditTrailTexts,
      auditFieldTexts,
      auditDescriptionTexts,
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
    const en = i18n.getFixedT('en');
    const fr = i18n.getFixedT('fr');
    expect(fieldText(en, 'pay_breakdowns.2.amount')).toBe('Pay breakdown › 2 › Amount');
    expect(fieldText(fr, 'pay_breakdowns.2.amount')).toBe('Répartition de la paie › 2 › Montant');
    expect(fieldText(fr, 'some_new_field')).toBe('Some new field');
    expect(nairaText('250000.00')).toBe('₦250,000.00');
    expect(nairaText('-5.10')).toBe('-₦5.10');
  });

  it('shows recorded values as a reader reads them, never raw', () => {
    const fr = i18n.getFixedT('fr');
    expect(valueText(fr, 'fr', 'monthly_salary', '150000.00')).toBe('150\u202f000,00\u00a0₦');
    expect(valueText(fr, 'fr', 'pay_breakdowns.1.percentage', '40.00')).toBe('40,00\u00a0%');
    expect(valueText(fr, 'fr', 'bands.2.from', '300000.00')).toBe('300\u202f000,00\u00a0₦');
    expect(valueText(fr, 'fr', 'effective_from', '2026-11-01')).toBe('01-11-2026');
    expect(valueText(fr, 'fr', 'calculation_type', 'fixed')).toBe('Montant fixe');
    expect(valueText(fr, 'fr', 'code', 'BASIC')).toBe('BASIC');
    expect(valueText(fr, 'fr', 'months.1.year', 2025)).toBe('2025');
    expect(valueText(fr, 'fr', 'anything', null)).toBe('—');
  });

  it('says stored English descriptions again in French, and leaves unknown ones as written', () => {
    const fr = i18n.getFixedT('fr');
    const entry = (description: string, entity = 'pay package') => ({ description, entity });
    expect(descriptionText(fr, 'fr', entry('Updated pay package Graduate Trainee'))).toBe(
      'Modification : forfait de paie Graduate Trainee',
    );
    expect(
      descriptionText(
        fr,
        'fr',
        entry('Ran the salary schedule for October 2026: 45 employees computed', 'payroll run'),
      ),
    ).toBe('État des salaires calculé pour octobre 2026 : 45 employés');
    expect(
      descriptionText(fr, 'fr', entry('Uploaded payment history june.csv: 1 rows', 'payment history upload')),
    ).toBe('Historique de paie importé depuis june.csv : 1 ligne');
    expect(
      descriptionText(
        fr,
        'fr',
        entry('Rejected allowance claim Fuel for Ada Obi: no receipt', 'allowance claim'),
      ),
    ).toBe('Demande d’indemnité Fuel pour Ada Obi rejetée : no receipt');
    expect(descriptionText(fr, 'fr', entry('Something else entirely'))).toBe('Something else entirely');
    const en = i18n.getFixedT('en');
    expect(descriptionText(en, 'en', entry('Updated pay package X'))).toBe('Updated pay package X');
  });
});
