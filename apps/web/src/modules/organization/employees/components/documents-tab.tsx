import { useState } from 'react';
import { Button, Flex, Form, Input, Table, Upload, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DOCUMENT_MAX_BYTES, EMPLOYEE_MESSAGES as M } from '@clockroom/contracts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { downloadFile } from '../../../../platform/ui/download-file.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  deleteDocumentMutation,
  documentsQuery,
  uploadDocument,
  type EmployeeDocument,
} from '../admin-api.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The documents tab: private files kept on the profile (contracts, certificates, IDs). */
export function DocumentsTab({ employeeId, canEdit }: { employeeId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const docs = useQuery(documentsQuery(employeeId));
  const refresh = () => qc.invalidateQueries({ queryKey: documentsQuery(employeeId).queryKey });
  const remove = useMutation({
    ...deleteDocumentMutation(employeeId),
    onSuccess: (r) => {
      notifySuccess(r.message);
      return refresh();
    },
    onError: notifyError,
  });

  const columns: TableColumnsType<EmployeeDocument> = [
    {
      title: t('employees.documentTitle'),
      key: 'title',
      render: (_v, d) => (
        <Flex vertical>
          <span>{d.title}</span>
          <span className="cr-muted">
            <PaperClipOutlined aria-hidden /> {d.original_name} · {size(d.size_bytes)}
          </span>
        </Flex>
      ),
    },
    {
      title: t('employees.documentUploaded'),
      dataIndex: 'created_at',
      responsive: ['sm'],
      render: (v: string) => <DateText value={v} />,
    },
    { title: t('employees.documentBy'), dataIndex: 'uploaded_by', responsive: ['md'] },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_v, d) => (
        <Flex gap={4} justify="flex-end">
          <Button
            type="text"
            icon={<DownloadOutlined />}
            aria-label={t('employees.documentDownload')}
            data-testid={`document-download-${d.id}`}
            onClick={() => void downloadFile(d.file_name)}
          />
          {canEdit ? (
            <ConfirmDelete
              title="employees.documentDelete"
              text={t('employees.documentDeleteConfirm', { title: d.title })}
              onConfirm={() => remove.mutateAsync(d.id)}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('employees.documentDelete')}
                data-testid={`document-delete-${d.id}`}
              />
            </ConfirmDelete>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      {canEdit ? <UploadForm employeeId={employeeId} onUploaded={refresh} /> : null}
      <Panel title={t('employees.tabDocuments')} testId="documents-list">
        <Table<EmployeeDocument>
          rowKey="id"
          columns={columns}
          dataSource={docs.data ?? []}
          loading={docs.isFetching}
          pagination={false}
          locale={{
            emptyText: docs.isPending ? (
              <div className="cr-table-placeholder" />
            ) : (
              <EmptyState message={t('employees.documentsEmpty')} />
            ),
          }}
        />
      </Panel>
    </Flex>
  );
}

function UploadForm({ employeeId, onUploaded }: { employeeId: number; onUploaded: () => unknown }) {
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
          <Form.Item
            name="title"
            label={t('employees.documentTitle')}
            rules={[{ required: true, whitespace: true, message: t(M.documentTitleRequired) }]}
            style={{ flex: '1 1 220px', marginBottom: 8 }}
          >
            <Input maxLength={150} data-testid="document-title" />
          </Form.Item>
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
