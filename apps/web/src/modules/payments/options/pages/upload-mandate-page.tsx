import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Form, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_MANDATE_FIELD,
  PAYMENT_MANDATE_MAX_BYTES,
  PAYMENT_OPTION_MESSAGES as M,
  type PaymentOption,
} from '@clockroom/contracts';
import { isApiError } from '../../../../platform/api/api-error.ts';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { paymentOptionScreens } from '../options.routes.tsx';
import { paymentOptionQuery, refreshPaymentOptions, uploadMandateMutation } from '../api.ts';
import '../i18n.ts';
import '../options.css';

const { paths } = paymentOptionScreens;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** …/settings/payment-options/upload-mandate/{id}: the signed mandate for the option. */
export default function UploadMandatePage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={paymentOptionQuery(id)}
      title={t('mandate.title')}
      subtitle={(r) => t('mandate.subtitle', { name: r.name })}
    >
      {(option) => <MandateForm option={option} />}
    </RecordPage>
  );
}

function MandateForm({ option }: { option: PaymentOption }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ description: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({
    ...uploadMandateMutation(option.id),
    onSuccess: async () => {
      await refreshPaymentOptions(queryClient);
      await navigate(paths.view(option.id));
    },
    onError: (error) => {
      showFieldErrors(form, error, t, { scroll: true, fields: ['description'] });
      // The file is no form field: its message (a PDF renamed .jpg, too big) goes under the drop zone.
      const onFile = isApiError(error)
        ? error.errors.find((e) => e.field === PAYMENT_MANDATE_FIELD)
        : undefined;
      if (onFile) setFileError(t(onFile.code ?? onFile.message, { defaultValue: onFile.message }));
    },
  });
  // The file is checked here for what a browser can see (size); its real type is checked by the server.
  const choose = (chosen: File) => {
    setFile(chosen);
    setFileError(chosen.size > PAYMENT_MANDATE_MAX_BYTES ? t(M.mandateSize) : null);
  };
  const submit = ({ description }: { description: string }) => {
    if (!file) return setFileError(t(M.mandateMissing));
    if (fileError) return undefined;
    upload.mutate({ file, description: description ?? '' });
  };

  return (
    <PanelForm<{ description: string }>
      testId="mandate-form"
      name="mandate"
      form={form}
      initialValues={{ description: '' }}
      onFinish={submit}
      saving={upload.isPending}
      cancel={paths.view(option.id)}
      saveLabel={t('mandate.upload')}
      saveTestId="mandate-save"
    >
      <Form.Item
        label={t('mandate.file')}
        required
        validateStatus={fileError ? 'error' : undefined}
        help={fileError}
      >
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(chosen) => {
            choose(chosen);
            return Upload.LIST_IGNORE;
          }}
          data-testid="mandate-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('mandate.dropHint')}</p>
          <p className="ant-upload-hint">{t('mandate.dropLimit')}</p>
        </Upload.Dragger>
      </Form.Item>
      {file ? (
        <Alert
          type="success"
          showIcon
          className="cr-mb"
          title={t('mandate.chosen', {
            name: file.name,
            size: t('mandate.size', { size: Math.max(1, Math.round(file.size / 1024)) }),
          })}
          data-testid="mandate-chosen"
        />
      ) : null}
      <NoteField
        name="description"
        label={t('mandate.description')}
        rules={[{ max: 250, message: t(M.descriptionTooLong) }]}
        maxLength={250}
        placeholder={t('mandate.descriptionPlaceholder')}
        testId="mandate-description"
      />
    </PanelForm>
  );
}
