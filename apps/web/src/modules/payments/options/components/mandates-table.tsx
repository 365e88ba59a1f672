import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentMandate } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { deleteMandateMutation, downloadMandate, mandatesQuery, refreshPaymentOptions } from '../api.ts';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** One option's mandates: the file, its description, who uploaded it and when; download or delete. */
export function MandatesTable({
  optionId,
  manage,
  empty,
}: {
  optionId: number;
  manage: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteMandateMutation(),
    onSuccess: () => refreshPaymentOptions(queryClient),
  });

  const actions = (row: PaymentMandate): RowAction[] => [
    {
      key: 'download',
      label: t('mandate.download'),
      icon: <DownloadOutlined />,
      testId: `mandate-download-${row.id}`,
      onClick: () => void downloadMandate(row.id),
    },
    ...(manage
      ? [
          {
            key: 'delete',
            label: t('mandate.delete'),
            icon: <DeleteOutlined />,
            testId: `mandate-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('mandate.deleteTitle'),
              text: t('mandate.deleteText'),
              okText: t('mandate.delete'),
              cancelText: t('common.cancel'),
              onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<PaymentMandate> = [
    {
      title: t('mandate.fileName'),
      dataIndex: 'file_name',
      render: (name: string, row) => (
        <span className="cr-mandate-file" data-testid={`mandate-file-${row.id}`}>
          {row.mime_type === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} {name}
          <span className="cr-muted"> · {t('mandate.size', { size: kb(row.size_bytes) })}</span>
        </span>
      ),
    },
    {
      title: t('mandate.description'),
      dataIndex: 'description',
      responsive: ['md'],
      render: (text: string | null) => text ?? <span className="cr-muted">{t('mandate.noDescription')}</span>,
    },
    {
      title: t('mandate.uploadedBy'),
      dataIndex: 'uploaded_by',
      responsive: ['lg'],
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('mandate.uploadedAt'),
      dataIndex: 'created_at',
      responsive: ['sm'],
      render: (at: string) => <DateTimeText value={at} empty="—" />,
    },
    rowActionsColumn(t('paymentOption.actions'), (row) => ({
      actions: actions(row),
      label: t('paymentOption.actionsFor', { name: row.file_name }),
      menuTestId: `mandate-actions-${row.id}`,
    })),
  ];

  return (
    <DataTable
      testId="mandate-table"
      query={mandatesQuery(optionId)}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('mandate.search')}
      empty={empty}
      emptyNarrowed={(query) => <EmptyState message={t('mandate.emptyFor', { query })} />}
    />
  );
}
