import { useQuery } from '@tanstack/react-query';
import { Progress, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaveBalancesQuery } from '../api.ts';
import { leavePercent } from '../leave-values.ts';

/** Spec 2 §9: progress is days_taken / applicable_days in percent; bar colours cycle black, blue, yellow. */
/** The browser's year; the server's leave year is the calendar year (ADR 23). */
const THIS_YEAR = new Date().getFullYear();
const COLOURS = ['#1f1f1f', '#1677ff', '#faad14'] as const;

interface LeaveBalancesProps {
  /** Another employee's (an HR officer creating for them); the signed-in employee's without. */
  employeeId?: number | null;
  year?: number;
  title: string;
  /** The type chosen on a form, outlined. */
  highlight?: number | null;
  /** Offer this leave year and the next (a list of requests may reach into next year). */
  onYear?: (year: number) => void;
}

/** A strip of cards, one per leave type the employee may take: taken of entitled, and what remains. */
export function LeaveBalances({ employeeId, year, title, highlight, onYear }: LeaveBalancesProps) {
  const { t } = useTranslation();
  const balances = useQuery(leaveBalancesQuery(employeeId, year));
  const items = balances.data ?? [];
  return (
    <section className="cr-leave-balances" aria-label={title} data-testid="leave-balances">
      <h2 className="cr-leave-balances-title">
        {title}
        {items[0] && !onYear ? (
          <span className="cr-muted">{t('leave.balancesYear', { year: items[0].year })}</span>
        ) : null}
        {onYear ? (
          <Segmented
            size="small"
            aria-label={t('leave.yearChoice')}
            data-testid="leave-balance-year"
            value={year ?? THIS_YEAR}
            onChange={(v) => onYear(Number(v))}
            options={[THIS_YEAR, THIS_YEAR + 1].map((y) => ({ value: y, label: String(y) }))}
          />
        ) : null}
      </h2>
      {balances.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : items.length === 0 ? (
        <p className="cr-muted">{t('leave.balancesEmpty')}</p>
      ) : (
        <div className="cr-leave-balance-cards">
          {items.map((b, i) => (
            <div
              key={b.id}
              className={`cr-leave-balance-card${highlight === b.id ? ' is-chosen' : ''}`}
              data-testid={`leave-balance-${b.id}`}
            >
              <strong className="cr-leave-balance-name">{b.leave_name}</strong>
              <span className="cr-muted">
                {t('leave.daysTaken', { taken: b.days_taken, total: b.applicable_days })}
              </span>
              <Progress
                percent={leavePercent(b)}
                strokeColor={COLOURS[i % COLOURS.length]}
                size="small"
                aria-label={b.leave_name}
              />
              <span data-testid={`leave-balance-remaining-${b.id}`}>
                {t('leave.remaining', { count: b.remaining_days })}
                {b.pending_days > 0 ? (
                  <span className="cr-muted"> · {t('leave.pendingDays', { count: b.pending_days })}</span>
                ) : null}
              </span>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
