import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppraisalSummary } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { dueDateColumn, finalScoreColumn, statusColumn } from '../components/appraisal-columns.tsx';
import { AppraisalList, ScreenLink } from '../components/appraisal-list.tsx';
import { selfAppraisablesQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

/**
 * My Appraisal in every tree (issue 22): my appraisals, open and past, with where each stands, my
 * self-appraisal while it is open, and the final score and grade once both sides are in.
 */
export default function MyAppraisalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { links } = useAppraisalScreen();
  const me = useCurrentUser().employee.id;
  const open = (row: AppraisalSummary) =>
    row.employee_id === me && !row.self_submitted_at && row.status === 'initiated';
  const actions = (row: AppraisalSummary): RowAction[] => [
    open(row)
      ? {
          key: 'rate',
          label: t('appraisalCycle.selfAppraise'),
          icon: <EditOutlined />,
          testId: `my-appraisal-rate-${row.id}`,
          onClick: () => void navigate(linkTo(links.selfRate, row.id)),
        }
      : {
          key: 'view',
          label: t('appraisalCycle.view'),
          icon: <EyeOutlined />,
          testId: `my-appraisal-view-${row.id}`,
          onClick: () => void navigate(linkTo(links.selfView, row.id)),
        },
  ];
  const columns: TableColumnsType<AppraisalSummary> = [
    {
      title: t('appraisalCycle.group'),
      dataIndex: 'group_name',
      render: (name: string, row) => (
        <ScreenLink
          path={open(row) ? links.selfRate : links.selfView}
          id={row.id}
          testId={`my-appraisal-link-${row.id}`}
        >
          {name}
        </ScreenLink>
      ),
    },
    { title: t('appraisalCycle.period'), dataIndex: 'period', responsive: ['sm'] },
    { title: t('appraisalCycle.appraiser'), dataIndex: 'appraiser_name', responsive: ['md'] },
    dueDateColumn(t),
    statusColumn(t),
    finalScoreColumn(t, 'sm'),
    rowActionsColumn(t('appraisalCycle.actions'), (row) => ({
      actions: actions(row),
      label: t('appraisalCycle.actionsFor', { name: row.group_name }),
      menuTestId: `my-appraisal-actions-${row.id}`,
    })),
  ];
  return (
    <AppraisalList
      title={t('appraisalCycle.myTitle')}
      subtitle={t('appraisalCycle.mySubtitle')}
      tab="mine"
      testId="my-appraisals"
      query={selfAppraisablesQuery}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('appraisalCycle.search')}
      empty={<EmptyState message={t('appraisalCycle.myEmpty')} />}
    />
  );
}
