import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPROVER_GROUP_MESSAGES as M,
  type Approvable,
  type ApproverGroupDetail,
} from '@clockroom/contracts';
import { EmployeeAssignment } from '../../ui/assignment/employee-assignment.tsx';
import {
  startAssignment,
  type AssignablePerson,
  type Assignment,
} from '../../ui/assignment/assignment-state.ts';
import { AppForm } from '../../ui/app-form.tsx';
import { PageError } from '../../ui/page-error.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Panel } from '../../ui/panel.tsx';
import { approvablesQuery, assignApprovablesMutation, refreshApprovers } from '../api.ts';
import { useApproverScreens } from '../use-approver-screens.ts';

const asPerson = (a: Approvable): AssignablePerson => ({
  id: a.id,
  name: a.employee_name,
  pin: a.pin,
  department: a.department,
  branch: a.branch,
});

/**
 * Assigning employees to a group with the shared assignment widget. The widget starts from the
 * employees the group names itself; a group assigned by grade, department or branch starts empty,
 * since assigning employees replaces that basis (the server keeps one basis per group).
 */
export function ApproverAssignment({ group }: { group: ApproverGroupDetail }) {
  const { api } = useApproverScreens();
  const covered = useQuery(approvablesQuery(api, String(group.id)));
  if (covered.isPending) return <PageLoading />;
  if (covered.isError) return <PageError error={covered.error} onRetry={() => void covered.refetch()} />;
  const members = group.category_type === 'employees' ? covered.data.results.map(asPerson) : [];
  return <AssignmentForm group={group} members={members} />;
}

function AssignmentForm({ group, members }: { group: ApproverGroupDetail; members: AssignablePerson[] }) {
  const { t } = useTranslation();
  const { paths, api } = useApproverScreens();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Assignment>(() => startAssignment(members));
  const [nothingChosen, setNothingChosen] = useState(false);
  const save = useMutation({
    ...assignApprovablesMutation(api, group.id),
    onSuccess: async () => {
      await refreshApprovers(queryClient, api);
      await navigate({ to: paths.view(group.id) });
    },
  });
  const submit = () => {
    // The server answers the same; saying it here spares a round trip (spec 2 §8).
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      save.mutate({
        category_type: 'employees',
        assign_category_type_ids: value.newlyAssigned,
        unassign_category_type_ids: value.unassigned,
      });
  };
  return (
    <Panel testId="approver-assign">
      {/* A form like the others' screens: Save submits it, and so does Enter on a button. */}
      <AppForm
        name="approver-assign"
        onFinish={submit}
        className="cr-approver-stack"
        // Enter in the widget's search box searches: it must not submit the assignment as well.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        {group.category_type !== 'employees' ? (
          <Alert type="info" showIcon title={t('approvers.basisChange')} />
        ) : null}
        <EmployeeAssignment
          value={value}
          onChange={(next) => {
            setNothingChosen(false);
            setValue(next);
          }}
        />
        {nothingChosen ? (
          <Alert type="error" showIcon title={t(M.selectionRequired)} data-testid="approver-assign-empty" />
        ) : null}
        <div className="cr-approver-actions">
          <Button onClick={() => void navigate({ to: paths.view(group.id) })}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            htmlType="submit"
            loading={save.isPending}
            data-testid="approver-assign-save"
          >
            {t('approvers.saveAssignment')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
