import { useTranslation } from 'react-i18next';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { overtimesQuery } from '../api.ts';
import { OvertimeFilters } from '../components/overtime-filters.tsx';
import { recordColumns } from '../components/record-columns.tsx';
import { OVERTIME_DECISIONS } from '../components/overtime-decisions.ts';
import '../i18n.ts';
import '../overtime.css';

const query = overtimesQuery('mine');

/**
 * /ess/attendance/overtime/all (spec 3 §2; spec 2 §2 "Overtime in ESS"): the employee's own overtime
 * and the records waiting on their approval, over a date range (the current month by default), by
 * status and search; what waits on them is approved or rejected here, for real (issue 18 §4).
 */
export default function MyOvertimePage() {
  const { t } = useTranslation();
  return (
    <ApprovalInboxPage
      title={t('overtime.myTitle')}
      subtitle={t('overtime.mySubtitle')}
      decide={OVERTIME_DECISIONS}
      testId="my-overtime-table"
      query={query}
      columns={recordColumns(t)}
      decidable={(row) => row.can_decide}
      bulkFrom={2}
      toolbar={(ctx) => <OvertimeFilters {...ctx} scopes />}
      empty={<EmptyState message={t('overtime.emptyMine')} hint={t('overtime.emptyMineHint')} />}
      emptyNarrowed={(_search, clear) => (
        <EmptyState
          message={t('overtime.emptyNarrowed')}
          clear={{ onClick: clear, label: t('overtime.clearFilters'), testId: 'overtime-clear-filters' }}
        />
      )}
    />
  );
}
