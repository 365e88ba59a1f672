import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AllowanceHolder } from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import type { AssignablePerson, Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { nairaToMinor, useFigureText } from '../../packages/money-text.ts';
import { fromMonthValue, MONTH_PICKER_FORMAT, thisMonth, toMonthValue } from '../month-text.ts';

/** One employee on the form: who, their own amount (blank: the allowance's) and, for a recurring one, months. */
export interface HolderDraft {
  employee_id: number;
  name: string;
  pin: string | null;
  department: string | null;
  branch: string | null;
  amount: string;
  from_month: string;
  to_month: string | null;
}

/** A holder as a saved allowance lists them; an extra allowance's have no months. */
type SavedHolder = Omit<AllowanceHolder, 'from_month' | 'to_month'> &
  Partial<Pick<AllowanceHolder, 'from_month' | 'to_month'>>;

/** The holders a saved allowance already has, as drafts: both allowance forms start from these. */
export const holderDraftsOf = (saved: readonly SavedHolder[] = []): HolderDraft[] =>
  saved.map((e) => ({
    employee_id: e.employee_id,
    name: e.name,
    pin: e.pin,
    department: e.department,
    branch: e.branch,
    amount: e.amount ?? '',
    from_month: e.from_month ?? '',
    to_month: e.to_month ?? null,
  }));

interface HolderEditorProps {
  value?: HolderDraft[];
  onChange?: (next: HolderDraft[]) => void;
  /** A recurring allowance's holders have months; an extra allowance's have none. */
  withMonths: boolean;
  /** The allowance's own amount as typed on the form: what a holder with no amount of their own gets. */
  defaultAmount?: string;
  testId: string;
}

const asPerson = (h: HolderDraft): AssignablePerson => ({
  id: h.employee_id,
  name: h.name,
  pin: h.pin,
  department: h.department,
  branch: h.branch,
});

/** A newly chosen employee: the allowance's amount, from this month, open-ended. */
const draftOf = (p: AssignablePerson): HolderDraft => ({
  employee_id: p.id,
  name: p.name,
  pin: p.pin == null ? null : String(p.pin),
  department: p.department ?? null,
  branch: p.branch ?? null,
  amount: '',
  from_month: thisMonth(),
  to_month: null,
});

/**
 * Who an allowance is paid to (ADR 45): the shared employee assignment widget chooses them; below it
 * each chosen employee's own amount and, for a recurring allowance, the months they hold it in. A
 * form control: the form keeps the list.
 */
export function HolderEditor({ value = [], onChange, withMonths, defaultAmount, testId }: HolderEditorProps) {
  const { t } = useTranslation();
  const figures = useFigureText();
  // A blank amount is the allowance's: the placeholder shows it once the form's amount reads as one.
  const fallback =
    nairaToMinor(defaultAmount) === null ? t('allowance.ownAmountHint') : figures.naira(defaultAmount);
  // The widget's bookkeeping is rebuilt from the list: only who is chosen matters here.
  const assignment: Assignment = { assigned: value.map(asPerson), newlyAssigned: [], unassigned: [] };
  const choose = (next: Assignment) => {
    const kept = new Map(value.map((h) => [h.employee_id, h]));
    onChange?.(next.assigned.map((p) => kept.get(p.id) ?? draftOf(p)));
  };
  const change = (id: number, patch: Partial<HolderDraft>) =>
    onChange?.(value.map((h) => (h.employee_id === id ? { ...h, ...patch } : h)));

  return (
    <div data-testid={testId}>
      <EmployeeAssignment value={assignment} onChange={choose} testId={`${testId}-widget`} />
      {value.length === 0 ? null : (
        <ul className="cr-holder-list">
          {value.map((h) => (
            <li key={h.employee_id} className="cr-holder-row" data-testid={`${testId}-row-${h.employee_id}`}>
              <span className="cr-holder-name">
                <strong>{h.name}</strong>
                <span className="cr-muted cr-small">
                  {[h.pin ? t('allowance.pin', { pin: h.pin }) : null, h.department, h.branch]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <label className="cr-holder-field">
                <span className="cr-small">{t('allowance.ownAmount')}</span>
                <FilteredInput
                  filter="decimal"
                  maxLength={15}
                  value={h.amount}
                  placeholder={fallback}
                  onChange={(amount) => change(h.employee_id, { amount })}
                  data-testid={`${testId}-amount-${h.employee_id}`}
                />
              </label>
              {withMonths ? (
                <>
                  <label className="cr-holder-field">
                    <span className="cr-small">{t('allowance.fromMonth')}</span>
                    <DatePicker
                      picker="month"
                      format={MONTH_PICKER_FORMAT}
                      allowClear={false}
                      value={toMonthValue(h.from_month)}
                      onChange={(d) =>
                        change(h.employee_id, { from_month: fromMonthValue(d) ?? thisMonth() })
                      }
                      data-testid={`${testId}-from-${h.employee_id}`}
                    />
                  </label>
                  <label className="cr-holder-field">
                    <span className="cr-small">{t('allowance.toMonth')}</span>
                    <DatePicker
                      picker="month"
                      format={MONTH_PICKER_FORMAT}
                      placeholder={t('allowance.openEnded')}
                      value={toMonthValue(h.to_month)}
                      disabledDate={(d) => d.format('YYYY-MM') < h.from_month}
                      onChange={(d) => change(h.employee_id, { to_month: fromMonthValue(d) })}
                      data-testid={`${testId}-to-${h.employee_id}`}
                    />
                  </label>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
