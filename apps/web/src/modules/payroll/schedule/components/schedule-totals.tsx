import { useTranslation } from 'react-i18next';
import type { ScheduleTotals } from '@clockroom/contracts';
import { useMoneyText } from '../../reports/money-text.ts';
import { MONEY } from './schedule-table.tsx';

/**
 * This page's totals beside the scope's (every page), each money column to the kobo: a grid of
 * figures that wraps on a phone rather than a table row that would not fit.
 */
export function ScheduleTotalsView({ page, grand }: { page: ScheduleTotals; grand: ScheduleTotals }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const block = (title: string, totals: ScheduleTotals, testId: string) => (
    <section className="cr-schedule-totals-block" data-testid={testId}>
      <h3 className="cr-schedule-totals-title">{title}</h3>
      <dl className="cr-schedule-totals">
        {MONEY.map((m) => (
          <div key={m.key} className="cr-schedule-detail-pair">
            <dt>{t(`salarySchedule.${m.label}`)}</dt>
            <dd data-testid={`${testId}-${m.key}`}>{money.naira(totals[m.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="cr-panel-stack">
      {page.employees < grand.employees
        ? block(t('salarySchedule.pageTotal'), page, 'schedule-page-totals')
        : null}
      {block(t('salarySchedule.grandTotal', { count: grand.employees }), grand, 'schedule-grand-totals')}
    </div>
  );
}
