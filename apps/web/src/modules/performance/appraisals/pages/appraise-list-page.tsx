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
import { scoreText } from '../components/appraisal-summary.tsx';
import { appraiserAppraisablesQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

/**
 * Appraise in every tree (issue 22): the appraisals I rate as appraiser, whether the employee has
 * submitted their side, mine to rate while open (again after a rejection), and the scores once in.
 */
export default function AppraiseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { links } = useAppraisalScreen();
  const me = useCurrentUser().employee.id;
  const open = (row: AppraisalSummary) =>
    row.appraiser_id === me &&
    !row.appraiser_submitted_at &&
    (row.status === 'initiated' || row.status === 'rejected');
  const actions = (row: AppraisalSummary): RowAction[] => [
    open(row)
      ? {
          key: 'rate',
          label: t('appraisalCycle.appraise'),
          icon: <EditOutlined />,
          testId: `appraise-rate-${row.id}`,
          onClick: () => void navigate(linkTo(links.rate, row.id)),
        }
      : {
          key: 'view',
          label: t('appraisalCycle.view'),
          icon: <EyeOutlined />,
          testId: `appraise-view-${row.id}`,
          onClick: () => void navigate(linkTo(links.rateView, row.id)),
        },
  ];
  const columns: TableColumnsType<AppraisalSummary> = [
    {
      title: t('appraisalCycle.employee'),
      dataIndex: 'employee_name',
      render: (name: string, row) => (
        <ScreenLink
          path={open(row) ? links.rate : links.rateView}
          id={row.id}
          testId={`appraise-link-${row.id}`}
        >
          {name}
        </ScreenLink>
      ),
    },
    { title: t('appraisalCycle.group'), dataIndex: 'group_name', responsive: ['sm'] },
    { title: t('appraisalCycle.period'), dataIndex: 'period', responsive: ['lg'] },
    dueDateColumn(t),
    {
      title: t('appraisalCycle.selfRating'),
      key: 'self',
      responsive: ['md'],
      render: (_v, row) => (row.self_submitted_at ? scoreText(row.self_score) : t('appraisalCycle.notYet')),
    },
    statusColumn(t),
    finalScoreColumn(t, 'lg'),
    rowActionsColumn(t('appraisalCycle.actions'), (row) => ({
      actions: actions(row),
      label: t('appraisalCycle.actionsFor', { name: row.employee_name }),
      menuTestId: `appraise-actions-${row.id}`,
    })),
  ];
  return (
    <AppraisalList
      title={t('appraisalCycle.appraiseTitle')}
      subtitle={t('appraisalCycle.appraiseSubtitle')}
      tab="appraise"
      testId="appraise-list"
      query={appraiserAppraisablesQuery}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('appraisalCycle.searchEmployee')}
      empty={<EmptyState message={t('appraisalCycle.appraiseEmpty')} />}
    />
  );
}
