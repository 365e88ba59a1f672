import { Link, useSearch } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasAnyPermission, type OvertimeRecord } from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { overtimesQuery, rangeOf } from '../api.ts';
import { ApprovedTotals } from '../components/approved-totals.tsx';
import { OvertimeFilters } from '../components/overtime-filters.tsx';
import { recordColumns } from '../components/record-columns.tsx';
import { OVERTIME_DECISIONS } from '../components/overtime-decisions.ts';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import '../i18n.ts';
import '../overtime.css';

const query = overtimesQuery('all');

/**
 * /admin/attendance/overtime/all (spec 3 §2 "Admin overtime list"; issue 18 §4): the records of the
 * branches the admin manages over a date range (the current month by default), by status and search;
 * the records waiting on the admin's own approval are decided here, one by one or, with more than one
 * selected, together; each refused id says why. Above them, the month's approved total per employee.
 */
export default function OvertimeListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { range } = useSearch({ strict: false }) as { range?: string };
  const month = rangeOf(range)[0].slice(0, 7);
  const settings = hasAnyPermission(user, ['view overtimes', 'manage overtime settings']);
  const columns: TableColumnsType<OvertimeRecord> = recordColumns(t);

  return (
    <ApprovalInboxPage
      title={t('overtime.title')}
      subtitle={t('overtime.subtitle')}
      headerExtra={
        settings ? (
          <Link {...adminOvertimeScreens.paths.settings} data-testid="overtime-settings-link">
            <Button icon={<SettingOutlined />} tabIndex={-1}>
              {t('overtime.settingsLink')}
            </Button>
          </Link>
        ) : null
      }
      summary={<ApprovedTotals key={month} initialMonth={month} />}
      decide={OVERTIME_DECISIONS}
      testId="overtime-table"
      query={query}
      columns={columns}
      decidable={(row) => row.can_decide}
      bulkFrom={2}
      searchPlaceholder={t('overtime.search')}
      toolbar={(ctx) => <OvertimeFilters {...ctx} />}
      empty={<EmptyState message={t('overtime.empty')} />}
      emptyNarrowed={(_search, clear) => (
        <EmptyState
          message={t('overtime.emptyNarrowed')}
          clear={{ onClick: clear, label: t('overtime.clearFilters'), testId: 'overtime-clear-filters' }}
        />
      )}
    />
  );
}
