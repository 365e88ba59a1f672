import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { PAYMENT_UPLOAD_MESSAGES as M, type PaymentLine } from '@clockroom/contracts';
import { useRejectDialog } from '../../../../platform/approvers/inbox/use-reject-dialog.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { markLinesMutation, refreshUploads } from '../api.ts';

/**
 * Entering the bank's result on a bank-file schedule (ADR 59): every unpaid line at once, or one
 * line paid or failed. A failure asks the bank's reason in the reject dialog the approvals use; the
 * next bank file then sends that line alone again, to the employee's bank details as they are then.
 */
export function useLineMarks(ids: { transactionId: number; scheduleId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mark = useMutation({ ...markLinesMutation(), onSettled: () => refreshUploads(queryClient) });
  const failure = useRejectDialog({
    words: 'paymentUpload.lineFailed',
    testIdPrefix: 'payment-line-failed',
    required: M.failedReasonRequired,
    loading: mark.isPending,
    onReject: (lineIds, reason) =>
      mark.mutateAsync({ ...ids, status: 'failed', lineIds, reason }).then(
        () => true,
        () => false,
      ),
  });

  /** A line the bank has yet to pay: paid, or (before a failure) failed; a paid line is final. */
  const lineActions = (l: PaymentLine) => {
    if (l.status === 'paid') return null;
    const actions: RowAction[] = [
      {
        key: 'paid',
        label: t('paymentUpload.markLinePaid'),
        icon: <CheckOutlined />,
        testId: `payment-line-mark-paid-${l.id}`,
        confirm: {
          title: t('paymentUpload.markLinePaidTitle', { name: l.name }),
          text: t('paymentUpload.markLinePaidText'),
          okText: t('paymentUpload.markLinePaid'),
          cancelText: t('common.cancel'),
          onConfirm: () =>
            mark.mutateAsync({ ...ids, status: 'paid', lineIds: [l.id] }).catch(() => undefined),
        },
      },
    ];
    if (l.status !== 'failed')
      actions.push({
        key: 'failed',
        label: t('paymentUpload.markLineFailed'),
        icon: <CloseOutlined />,
        danger: true,
        testId: `payment-line-mark-failed-${l.id}`,
        onClick: () => failure.ask([l.id]),
      });
    return (
      <ResponsiveRowActions
        actions={actions}
        label={t('paymentUpload.lineActionsFor', { name: l.name })}
        menuTestId={`payment-line-actions-${l.id}`}
      />
    );
  };

  return { mark, lineActions, dialog: failure.dialog };
}
