import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { recruitmentSettingsScreens } from '../../recruitment.routes.tsx';
import { deleteRecruiterMutation, recruitersQuery, refreshRecruiters } from '../api.ts';
import '../../../../platform/ui/vocabulary.ts';
import '../i18n.ts';
import '../../components/recruitment.css';

/** …/settings/manage-recruiter-settings: the recruiters and what each may see. */
export default function RecruitersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const remove = useMutation({ ...deleteRecruiterMutation(), onSuccess: () => refreshRecruiters(qc) });
  const manage = 'manage recruitment settings' as const;
  const names = (rows: { title: string }[]) => rows.map((r) => r.title).join(', ');
  return (
    <ResourceListPage
      texts="recruiter"
      testId="recruiter"
      permissions={{ create: manage, edit: manage, delete: manage }}
      links={{ create: recruitmentSettingsScreens.paths.create, edit: recruitmentSettingsScreens.paths.edit }}
      query={recruitersQuery}
      name={{ field: 'employee_name' }}
      columns={[
        {
          title: t('recruiter.scope'),
          key: 'scope',
          render: (_v, row) =>
            row.all_access ? (
              t('recruiter.allAccessShort')
            ) : (
              <span className="cr-wrap">
                {t('recruiter.scopeCount', {
                  requests: row.job_requests.length,
                  postings: row.job_postings.length,
                })}
                {row.job_requests.length + row.job_postings.length > 0 ? (
                  <span className="cr-muted cr-small cr-recruit-sub">
                    {names([...row.job_requests, ...row.job_postings])}
                  </span>
                ) : null}
              </span>
            ),
        },
      ]}
      remove={{ one: (row) => remove.mutateAsync(row.id) }}
    />
  );
}
