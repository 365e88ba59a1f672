import { Button, Flex, Form } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  EmploymentFields,
  PersonalContactFields,
  PROFILE_FIELD_FACTS,
  saveProfileMutation,
  selfProfileQuery,
  showProfileErrors,
  toFormValues,
  toPayload,
  type ProfileFormValues,
} from '../../../onboarding/index.ts';
import '../i18n.ts';

/**
 * /ess/profile/{id}/edit: what an employee may change about themselves, with the onboarding rules
 * (same fields, same locks). The server allows one's own id, or any with 'edit employee'.
 */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false });
  const user = useCurrentUser();
  const profile = useQuery(selfProfileQuery(id));
  const [form] = Form.useForm<ProfileFormValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saving = saveProfileMutation(queryClient, id);
  const save = useMutation({
    ...saving,
    onSuccess: async () => {
      await saving.onSuccess();
      void navigate({ to: '/ess/profile/$id', params: { id } });
    },
    onError: (error) => showProfileErrors(form, error),
  });

  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <PageError error={profile.error} onRetry={() => void profile.refetch()} />;
  const own = String(user.employee.id) === id;
  const name = `${profile.data.first_name} ${profile.data.last_name}`;

  return (
    <>
      <PageHeader
        back
        title={own ? t('profileEdit.title') : t('profileEdit.titleOther', { name })}
        subtitle={t('profileEdit.subtitle')}
      />
      <Panel>
        <AppForm<ProfileFormValues>
          form={form}
          facts={PROFILE_FIELD_FACTS}
          name="profile-edit"
          initialValues={toFormValues(profile.data)}
          onFinish={() => save.mutate(toPayload(form.getFieldsValue(true) as ProfileFormValues))}
        >
          <PersonalContactFields form={form} />
          <EmploymentFields profile={profile.data} />
          <Flex gap={8} justify="flex-end" wrap>
            <Button
              onClick={() => void navigate({ to: '/ess/profile/$id', params: { id } })}
              data-testid="profile-edit-cancel"
            >
              {t('profileEdit.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-edit-save">
              {t('profileEdit.save')}
            </Button>
          </Flex>
        </AppForm>
      </Panel>
    </>
  );
}
