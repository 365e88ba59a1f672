import { lazy } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { downloadFile } from '../../../../platform/ui/download-file.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import type { EmployeeDocument } from '@clockroom/contracts';
import { deleteDocumentMutation, documentsQuery } from '../api.ts';
import { LazyPart } from './lazy-part.tsx';

// The upload form (rc-form's engine, Upload and Progress) loads only for those who may upload.
const DocumentUploadForm = lazy(() =>
  import('./document-upload-form.tsx').then((m) => ({ default: m.DocumentUploadForm })),
);

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
      {canEdit ? (
        <LazyPart title={t('employees.documentUpload')} rows={1}>
          <DocumentUploadForm employeeId={employeeId} onUploaded={refresh} />
        </LazyPart>
      ) : null}
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
