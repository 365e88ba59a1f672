import type { TFunction } from 'i18next';
import { formatDate } from '@clockroom/contracts';
import { monthText } from './naira-text.ts';

/**
 * An audit entry's description in the reader's language. Payroll's writes store it in English
 * (ADR 48), in a handful of shapes (platform/audit/audited-writes.ts, the run, the confirmation, the
 * upload, package assignments, claim decisions, the statutory settings, employee payroll details):
 * each is recognised and said again from its parts, names and file names left as they were. Any
 * other text is shown as written, so nothing is ever lost; English readers always get it as written.
 */

interface Described {
  description: string;
  entity: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "October 2026" (as the server writes it) in the reader's language; as written otherwise. */
function periodIn(language: string, text: string): string {
  const m = /^([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1] ?? '') + 1 : 0;
  return m && month > 0 ? monthText(language, Number(m[2]), month) : text;
}

type Rule = (t: TFunction, language: string, match: RegExpExecArray) => string;

const RULES: [RegExp, Rule][] = [
  [
    /^Ran the salary schedule for (.+): (\d+) employees computed$/,
    (t, l, m) => t('audit.describe.run', { period: periodIn(l, m[1] ?? ''), count: Number(m[2]) }),
  ],
  [
    /^Confirmed the salary schedule for (.+): (\d+) employees$/,
    (t, l, m) => t('audit.describe.confirm', { period: periodIn(l, m[1] ?? ''), count: Number(m[2]) }),
  ],
  [
    /^Uploaded payment history (.+): (\d+) rows$/,
    (t, _l, m) => t('audit.describe.upload', { file: m[1], count: Number(m[2]) }),
  ],
  [
    /^Assigned (\d+) employee\(s\) to pay package (.+) from (\d{4}-\d{2}-\d{2})$/,
    (t, _l, m) =>
      t('audit.describe.assign', { count: Number(m[1]), name: m[2], date: formatDate(m[3] ?? '') }),
  ],
  [
    /^Un-assigned (\d+) employee\(s\) from pay package (.+) from (\d{4}-\d{2}-\d{2})$/,
    (t, _l, m) =>
      t('audit.describe.unassign', { count: Number(m[1]), name: m[2], date: formatDate(m[3] ?? '') }),
  ],
  [
    /^Updated statutory deduction settings: NHF for new employees (on|off)$/,
    (t, _l, m) => t(`audit.describe.nhfDefault_${m[1]}`),
  ],
  [
    /^(Approved|Rejected) allowance claim (.+?)(?:: (.*))?$/s,
    (t, _l, m) => {
      // The claim is named "{title} for {employee}".
      const claim = m[2] ?? '';
      const at = claim.lastIndexOf(' for ');
      const name =
        at > 0
          ? t('audit.describe.claimOf', { title: claim.slice(0, at), name: claim.slice(at + 5) })
          : claim;
      const text = t(`audit.describe.claim${m[1]}`, { name });
      return m[3] ? t('audit.describe.because', { text, reason: m[3] }) : text;
    },
  ],
  [
    /^(Set|Updated) the payroll details of (.+)$/,
    (t, _l, m) => t(`audit.describe.details${m[1]}`, { name: m[2] }),
  ],
];

const GENERIC = /^(Created|Updated|Deleted) (.+)$/s;

export function descriptionText(t: TFunction, language: string, entry: Described): string {
  const text = entry.description;
  if (!language.startsWith('fr')) return text;
  for (const [pattern, rule] of RULES) {
    const match = pattern.exec(text);
    if (match) return rule(t, language, match);
  }
  // "Created pay package Graduate Trainee": the verb, the record kind, then its name.
  const generic = GENERIC.exec(text);
  const rest = generic?.[2] ?? '';
  if (generic && rest.startsWith(`${entry.entity} `))
    return t(`audit.describe.${generic[1]}`, {
      entity: t(`audit.entity.${entry.entity}`, { defaultValue: entry.entity }).toLowerCase(),
      name: rest.slice(entry.entity.length + 1),
    });
  return text;
}
