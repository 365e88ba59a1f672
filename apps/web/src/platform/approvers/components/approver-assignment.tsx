import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVER_GROUP_MESSAGES as M, type ApproverGroupDetail } from '@clockroom/contracts';
import { AssignmentForm } from '../../ui/assignment/assignment-form.tsx';
import { PageError } from '../../ui/page-error.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { approvablesQuery, assignApprovablesMutation, refreshApprovers } from '../api.ts';
import { useApproverScreens } from '../use-approver-screens.ts';

/**
 * Assigning employees to a group with the shared assignment form. The widget starts from the
 * employees the group names itself; a group assigned by grade, department or branch starts empty,
 * since assigning employees replaces that basis (the server keeps one basis per group).
 */
export function ApproverAssignment({ group }: { group: ApproverGroupDetail }) {
  const { t } = useTranslation();
  const { paths, api } = useApproverScreens();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const covered = useQuery(approvablesQuery(api, String(group.id)));
  const save = useMutation({
    ...assignApprovablesMutation(api, group.id),
    onSuccess: async () => {
      await refreshApprovers(queryClient, api);
      await navigate({ to: paths.view(group.id) });
    },
  });
  if (covered.isPending) return <PageLoading />;
  if (covered.isError) return <PageError error={covered.error} onRetry={() => void covered.refetch()} />;
  const byEmployee = group.category_type === 'employees';
  return (
    <AssignmentForm
      members={byEmployee ? covered.data.results : []}
      onSave={(change) => save.mutate({ category_type: 'employees', ...change })}
      saving={save.isPending}
      cancel={{ to: paths.view(group.id) }}
      saveLabel={t('approvers.saveAssignment')}
      emptyMessage={t(M.selectionRequired)}
      testId="approver-assign"
    >
      {byEmployee ? null : <Alert type="info" showIcon title={t('approvers.basisChange')} />}
    </AssignmentForm>
  );
}
