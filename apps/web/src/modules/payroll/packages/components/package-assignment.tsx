import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  PAY_PACKAGE_MESSAGES as M,
  type PayPackageEmployee,
} from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { assignmentMutation, refreshPayPackages } from '../api.ts';

const asPerson = (e: PayPackageEmployee) => ({
  id: e.id,
  name: e.employee_name,
  pin: e.pin,
  department: e.department,
  branch: e.branch,
});

/**
 * Who the package pays, through the shared assignment widget (issue 19 "Assign"): the newly chosen
 * are assigned from the date (the first day of this month unless changed), the removed un-assigned
 * from it.
 */
export function PackageAssignment({
  packageId,
  members,
  onDone,
}: {
  packageId: number;
  members: PayPackageEmployee[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Assignment>(() => startAssignment(members.map(asPerson)));
  const [from, setFrom] = useState(() => dayjs().startOf('month'));
  const [nothingChosen, setNothingChosen] = useState(false);
  const save = useMutation({
    ...assignmentMutation(packageId),
    onSuccess: async () => {
      await refreshPayPackages(queryClient);
      onDone();
    },
  });
  const submit = () => {
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      save.mutate({
        assign: value.newlyAssigned,
        unassign: value.unassigned,
        from: from.format('YYYY-MM-DD'),
      });
  };
  return (
    <Panel title={t('payPackage.assignTitle')} testId="pay-package-assignment">
      <AppForm
        name="pay-package-assignment"
        onFinish={submit}
        className="cr-pay-package-stack"
        // Enter in the widget's search box searches: it must not submit the assignment as well.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        <Alert type="info" showIcon title={t('payPackage.assignHint')} />
        <Form.Item label={t('payPackage.effectiveFrom')}>
          <DatePicker
            allowClear={false}
            format={DATE_DISPLAY_FORMAT}
            value={from}
            onChange={(d) => d && setFrom(d)}
            data-testid="pay-package-assign-from"
          />
        </Form.Item>
        <EmployeeAssignment
          value={value}
          onChange={(next) => {
            setNothingChosen(false);
            setValue(next);
          }}
        />
        {nothingChosen ? (
          <Alert
            type="error"
            showIcon
            title={t(M.selectionRequired)}
            data-testid="pay-package-assign-empty"
          />
        ) : null}
        <div className="cr-pay-package-actions">
          <Button onClick={onDone}>{t('words.cancel')}</Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            htmlType="submit"
            loading={save.isPending}
            data-testid="pay-package-assign-save"
          >
            {t('payPackage.saveAssignment')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
