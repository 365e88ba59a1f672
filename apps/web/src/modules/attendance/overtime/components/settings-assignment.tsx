import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OVERTIME_SETTINGS_MESSAGES as M, type OvertimeAssignee } from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  assigneesQuery,
  assignMutation,
  refreshSettings,
  type overtimeRuleCalls,
  type workRateCalls,
} from '../settings-api.ts';

const asPerson = (e: OvertimeAssignee) => ({
  id: e.id,
  name: e.employee_name,
  pin: e.pin,
  department: e.department,
  branch: e.branch,
});

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
export function SettingsAssignment(p: SettingsAssignmentProps) {
  const members = useQuery(assigneesQuery(p.calls, p.id));
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <PageError error={members.error} onRetry={() => void members.refetch()} />;
  return <AssignmentForm {...p} members={members.data.employees} />;
}

function AssignmentForm({
  calls,
  id,
  done,
  hint,
  testId,
  members,
}: SettingsAssignmentProps & { members: OvertimeAssignee[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Assignment>(() => startAssignment(members.map(asPerson)));
  const [nothingChosen, setNothingChosen] = useState(false);
  const save = useMutation({
    ...assignMutation(calls, id),
    onSuccess: async () => {
      await refreshSettings(calls)(queryClient);
      await navigate(done);
    },
  });
  const submit = () => {
    // The server answers the same; saying it here spares a round trip (spec 3 §5 "Assign").
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      save.mutate({
        category_type: 'employee',
        assign_category_type_ids: value.newlyAssigned,
        unassign_category_type_ids: value.unassigned,
      });
  };
  return (
    <Panel testId={testId}>
      <AppForm
        name={testId}
        onFinish={submit}
        className="cr-overtime-stack"
        // Enter in the widget's search box searches: it must not submit the assignment as well.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        <Alert type="info" showIcon title={hint} />
        <EmployeeAssignment
          value={value}
          onChange={(next) => {
            setNothingChosen(false);
            setValue(next);
          }}
        />
        {nothingChosen ? (
          <Alert type="error" showIcon title={t(M.selectionRequired)} data-testid={`${testId}-empty`} />
        ) : null}
        <div className="cr-overtime-actions">
          <Button onClick={() => void navigate(done)}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            htmlType="submit"
            loading={save.isPending}
            data-testid={`${testId}-save`}
          >
            {t('overtime.saveAssignment')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
