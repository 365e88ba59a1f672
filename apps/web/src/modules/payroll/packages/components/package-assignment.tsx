import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  PAY_PACKAGE_MESSAGES as M,
  type PayPackageEmployee,
} from '@clockroom/contracts';
import { AssignmentForm } from '../../../../platform/ui/assignment/assignment-form.tsx';
import { assignmentMutation, refreshPayPackages } from '../api.ts';

/**
 * Who the package pays, through the shared assignment form (issue 19 "Assign"): the newly chosen
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
  const [from, setFrom] = useState(() => dayjs().startOf('month'));
  const save = useMutation({
    ...assignmentMutation(packageId),
    onSuccess: async () => {
      await refreshPayPackages(queryClient);
      onDone();
    },
  });
  return (
    <AssignmentForm
      title={t('payPackage.assignTitle')}
      testId="pay-package-assignment"
      actionsTestId="pay-package-assign"
      members={members}
      onSave={(change) =>
        save.mutate({
          assign: change.assign_category_type_ids,
          unassign: change.unassign_category_type_ids,
          from: from.format('YYYY-MM-DD'),
        })
      }
      saving={save.isPending}
      onCancel={onDone}
      saveLabel={t('payPackage.saveAssignment')}
      emptyMessage={t(M.selectionRequired)}
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
    </AssignmentForm>
  );
}
