import { PAYSLIP_MAIL_WORDS, type Language } from '@clockroom/contracts';
import { escapeHtml } from '../../../platform/mail/escape-html.ts';
import type { PayslipPasswordKind } from './payslip-password.ts';
import { monthName } from './payslip-pdf.ts';

/** The payslip mail's subject and bodies in the employee's language (ADR 32, ADR 46). */
export function payslipMailText(
  language: Language,
  m: { firstName: string; companyName: string; year: number; month: number; password: PayslipPasswordKind },
): { subject: string; text: string; html: string } {
  const w = PAYSLIP_MAIL_WORDS[language];
  const period = { month: monthName(m.month, language), year: String(m.year) };
  const paragraphs = [
    w.greeting(m.firstName),
    w.attached(period, m.companyName),
    m.password === 'birth_date' ? w.passwordBirthDate : w.passwordPin,
    w.online,
  ];
  return {
    subject: w.subject(period, m.companyName),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
