import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { requisitionScreens } from '../../recruitment.routes.tsx';
import { deleteTemplateMutation, refreshTemplates, templatesQuery } from '../api.ts';
import { NairaRange } from '../../components/recruit-bits.tsx';
import '../../../../platform/ui/vocabulary.ts';
import '../i18n.ts';
import '../../components/recruitment.css';

/** …/talent-requisition/manage-talent-requisition-settings: the requisition templates. */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const remove = useMutation({ ...deleteTemplateMutation(), onSuccess: () => refreshTemplates(qc) });
  const paths = requisitionScreens.paths;
  return (
    <ResourceListPage
      texts="template"
      testId="template"
      permissions={{
        create: 'manage recruitment settings',
        edit: 'manage recruitment settings',
        delete: 'manage recruitment settings',
      }}
      links={{ create: paths.createTemplate, edit: paths.editTemplate }}
      query={templatesQuery}
      name={{
        field: 'name',
        extra: (row) =>
          row.description ? (
            <span className="cr-muted cr-small cr-recruit-sub">{row.description}</span>
          ) : null,
      }}
      columns={[
        {
          title: t('jobRequest.department'),
          dataIndex: 'department_name',
          responsive: ['md'],
          render: (v: string | null) => v ?? t('template.any'),
        },
        {
          title: t('jobRequest.employmentType'),
          dataIndex: 'employment_type',
          responsive: ['sm'],
          render: (v: string | null) => (v ? t(`recruit.type.${v}`) : t('template.any')),
        },
        {
          title: t('jobRequest.budget'),
          key: 'budget',
          responsive: ['lg'],
          render: (_v, row) => <NairaRange min={row.budget_min} max={row.budget_max} />,
        },
        { title: t('template.requests'), dataIndex: 'requests_count', responsive: ['xl'] },
      ]}
      remove={{ one: (row) => remove.mutateAsync(row.id) }}
    />
  );
}
