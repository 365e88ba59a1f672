import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalGroup } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { AppraisalList, ScreenLink } from '../components/appraisal-list.tsx';
import { endedGroupsQuery } from '../api.ts';
import { useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

/**
 * Appraisal history and the HRM appraisal records (ADR 64: the groups with `status=ended`): each ended
 * cycle, when it ended and how many were approved, opening on its members' final scores and grades.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const { links } = useAppraisalScreen();
  const columns: TableColumnsType<AppraisalGroup> = [
    {
      title: t('appraisalCycle.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <ScreenLink path={links.historyView} id={row.id} testId={`history-link-${row.id}`}>
          {name}
        </ScreenLink>
      ),
    },
    { title: t('appraisalCycle.period'), dataIndex: 'period', responsive: ['sm'] },
    { title: t('appraisalCycle.setting'), dataIndex: 'general_setting_name', responsive: ['lg'] },
    {
      title: t('appraisalCycle.endedOn'),
      dataIndex: 'ended_at',
      render: (v: string | null) => <DateText value={v?.slice(0, 10)} />,
    },
    {
      title: t('appraisalCycle.members'),
      key: 'members',
      responsive: ['md'],
      render: (_v, row) => row.progress.members,
    },
    {
      title: t('appraisalCycle.progressApproved'),
      key: 'approved',
      responsive: ['md'],
      render: (_v, row) =>
        t('appraisalCycle.countOf', { count: row.progress.approved, total: row.progress.members }),
    },
  ];
  return (
    <AppraisalList
      title={t('appraisalCycle.historyTitle')}
      subtitle={t('appraisalCycle.historySubtitle')}
      tab="all"
      testId="appraisal-history"
      query={endedGroupsQuery}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('appraisalCycle.searchGroup')}
      empty={<EmptyState message={t('appraisalCycle.historyEmpty')} />}
    />
  );
}
