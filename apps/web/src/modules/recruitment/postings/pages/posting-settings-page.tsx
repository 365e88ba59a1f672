import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../../platform/ui/resource-list/resource-list-page.tsx';
import { postingScreens } from '../../recruitment.routes.tsx';
import { deletePostingSettingMutation, postingSettingsQuery, refreshPostingSettings } from '../api.ts';
import '../../../../platform/ui/vocabulary.ts';
import '../i18n.ts';
import '../../components/recruitment.css';

/** …/job-posting/manage-job-posting-settings: default questions and closing rules. */
export default function PostingSettingsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const remove = useMutation({
    ...deletePostingSettingMutation(),
    onSuccess: () => refreshPostingSettings(qc),
  });
  const manage = 'manage recruitment settings' as const;
  return (
    <ResourceListPage
      texts="setting"
      testId="posting-setting"
      permissions={{ create: manage, edit: manage, delete: manage }}
      links={{ create: postingScreens.paths.createSetting, edit: postingScreens.paths.editSetting }}
      query={postingSettingsQuery}
      name={{
        field: 'name',
        extra: (row) => (row.is_default ? <Tag color="blue">{t('setting.default')}</Tag> : null),
      }}
      columns={[
        { title: t('setting.questionsCount'), dataIndex: 'questions_count', responsive: ['sm'] },
        {
          title: t('setting.closingDays'),
          dataIndex: 'closing_days',
          render: (v: number | null) =>
            v === null ? t('setting.openEnded') : t('setting.days', { count: v }),
        },
        {
          title: t('setting.closeWhenFilled'),
          dataIndex: 'close_when_filled',
          responsive: ['md'],
          render: (v: boolean) => t(v ? 'recruit.yes' : 'recruit.no'),
        },
      ]}
      remove={{ one: (row) => remove.mutateAsync(row.id) }}
    />
  );
}
