import { useState } from 'react';
import { Button, Flex, Form, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DOCUMENT_MAX_BYTES, EMPLOYEE_MESSAGES as M } from '@clockroom/contracts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { uploadDocument } from '../api.ts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx';

/** The documents tab's upload form (title and one file), shown to those who may edit the profile. */
export function DocumentUploadForm({
  employeeId,
  onUploaded,
}: {
  employeeId: number;
  onUploaded: () => unknown;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ title }: { title: string }) => {
    if (!file) {
      setFileError(M.documentMissing);
      return;
    }
    setBusy(true);
    try {
      const r = await uploadDocument(employeeId, file, title.trim());
      notifySuccess(r.message);
      form.resetFields();
      setFile(null);
      await onUploaded();
    } catch (error) {
      notifyError(error);
      showFieldErrors(form, error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('employees.documentUpload')} testId="document-upload">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Flex gap={12} wrap align="flex-start">
          <TextField
            name="title"
            label={t('employees.documentTitle')}
            rules={[{ required: true, whitespace: true, message: t(M.documentTitleRequired) }]}
            style={{ flex: '1 1 220px', marginBottom: 8 }}
            testId="document-title"
          />
          <Form.Item
            label={t('employees.documentFile')}
            validateStatus={fileError ? 'error' : undefined}
            help={fileError ? t(fileError) : t('employees.documentHint')}
            style={{ flex: '1 1 220px', marginBottom: 8 }}
          >
            <Upload
              accept={ACCEPT}
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              onRemove={() => setFile(null)}
              beforeUpload={(f) => {
                const tooBig = f.size > EMPLOYEE_DOCUMENT_MAX_BYTES;
                setFileError(tooBig ? M.documentSize : null);
                if (!tooBig) setFile(f);
                return false;
              }}
            >
              <Button icon={<PaperClipOutlined />} data-testid="document-choose">
                {t('employees.documentChoose')}
              </Button>
            </Upload>
          </Form.Item>
          <Form.Item label=" " style={{ marginBottom: 8 }}>
            <Button
              type="primary"
              htmlType="submit"
              icon={<UploadOutlined />}
              loading={busy}
              data-testid="document-submit"
            >
              {t('employees.documentUpload')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </Panel>
  );
}
