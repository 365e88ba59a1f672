import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { refreshStructure } from '../../branches/api.ts';
import { deleteTeamsMutation, teamListQuery } from '../api.ts';
import { teamScreens } from '../teams.routes.tsx';
import '../i18n.ts';

export default function TeamListPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteTeamsMutation(), refreshStructure);
  return (
    <ResourceListPage
      texts="team"
      testId="team"
      permissions={{ create: 'create team', edit: 'edit team', delete: 'delete team' }}
      links={teamScreens.paths}
      query={teamListQuery}
      name={{ field: 'team_name' }}
      columns={[
        { title: t('team.lead'), key: 'lead', render: (_v, row) => row.lead?.name ?? t('common.na') },
        { title: t('team.membersCount'), dataIndex: 'members_count', align: 'right', width: 110 },
        {
          title: t('team.description'),
          dataIndex: 'description',
          render: (v: string | null) => <span className="cr-wrap">{v || t('common.na')}</span>,
        },
      ]}
      remove={{ one: (row) => remove.mutateAsync([row.id]), many: (ids) => remove.mutateAsync(ids) }}
    />
  );
}
