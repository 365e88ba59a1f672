import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Select } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type SalaryScheduleFilterInput } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { paymentOptionChoices, refreshUploads, uploadMonthMutation } from '../api.ts';
import { paymentUploadScreens } from '../uploads.routes.tsx';
import '../i18n.ts';
import '../uploads.css';

/**
 * The maker's upload of a confirmed month (issue 21, ADR 59), on the confirm screen: choose how it is
 * paid (or leave the default option), upload, and open the new upload where its checkers decide it.
 */
export function UploadForPayment({ filter }: { filter: SalaryScheduleFilterInput }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [optionId, setOptionId] = useState<number | null>(null);
  const options = useQuery(paymentOptionChoices());
  const upload = useMutation({
    ...uploadMonthMutation(),
    onSuccess: async (answer) => {
      await refreshUploads(queryClient);
      const data = answer.data;
      if (!('upload' in data)) return;
      if (data.skipped.length)
        notifySuccess(t('paymentUpload.uploadedSkipped', { count: data.skipped.length }));
      void navigate({
        ...paymentUploadScreens.paths.view,
        search: { transaction_id: data.upload.transaction_id } as never,
      });
    },
  });
  if (!hasPermission(user, 'run payroll')) return null;
  const choices = (options.data?.results ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <Panel title={t('paymentUpload.uploadTitle')} testId="payment-upload-panel">
      <p className="cr-muted">{t('paymentUpload.uploadText')}</p>
      <div className="cr-payment-actions">
        <Select<number>
          allowClear
          className="cr-payment-option-select"
          aria-label={t('paymentUpload.chooseOption')}
          placeholder={t('paymentUpload.defaultOption')}
          loading={options.isLoading}
          value={optionId ?? undefined}
          onChange={(v) => setOptionId(v ?? null)}
          options={choices}
          notFoundContent={t('paymentUpload.noOptions')}
          data-testid="payment-upload-option"
        />
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          loading={upload.isPending}
          onClick={() => upload.mutate({ filter, optionId })}
          data-testid="payment-upload-submit"
        >
          {t('paymentUpload.upload')}
        </Button>
      </div>
    </Panel>
  );
}
