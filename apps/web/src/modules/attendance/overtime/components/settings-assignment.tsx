import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERTIME_SETTINGS_MESSAGES as M } from '@clockroom/contracts';
import { AssignmentForm } from '../../../../platform/ui/assignment/assignment-form.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import {
  assigneesQuery,
  assignMutation,
  refreshSettings,
  type overtimeRuleCalls,
  type workRateCalls,
} from '../settings-api.ts';

interface SettingsAssignmentProps {
  calls: typeof workRateCalls | typeof overtimeRuleCalls;
  id: number;
  /** Where saving (or cancelling) leads. */
  done: LinkTarget;
  /** The note that an employee holds one of these, so assigning moves them. */
  hint: string;
  testId: string;
}

/**
 * Who a work rate or an overtime rule applies to, through the shared assignment widget and the
 * spec's payload (category_type 'employee', assign and unassign ids; spec 3 §3, §5).
 */
export function SettingsAssignment({ calls, id, done, hint, testId }: SettingsAssignmentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useQuery(assigneesQuery(calls, id));
  const save = useMutation({
    ...assignMutation(calls, id),
    onSuccess: async () => {
      await refreshSettings(calls)(queryClient);
      await navigate(done);
    },
  });
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <PageError error={members.error} onRetry={() => void members.refetch()} />;
  return (
    <AssignmentForm
      members={members.data.employees}
      onSave={(change) => save.mutate({ category_type: 'employee', ...change })}
      saving={save.isPending}
      cancel={done}
      saveLabel={t('overtime.saveAssignment')}
      emptyMessage={t(M.selectionRequired)}
      testId={testId}
    >
      <Alert type="info" showIcon title={hint} />
    </AssignmentForm>
  );
}
