import { useMemo, useState } from 'react';
import { Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportColumn, ImportPreview, ImportPreviewRow } from '@clockroom/contracts';

const ERROR_CELL = { background: '#fff1f0', boxShadow: 'inset 0 0 0 1px #ffa39e' };

/** The checked rows, each problem highlighted in its own cell with the message beneath the value. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(preview.invalid > 0);
  // Only the columns the file has, so a narrow file gives a narrow table.
  const used = useMemo(
    () =>
      preview.columns.filter((c) =>
        preview.rows.some((r) => r.values[c] !== undefined || r.errors.some((e) => e.field === c)),
      ),
    [preview],
  );
  const rows = onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;

  const cell = (column: ImportColumn) => (_v: unknown, r: ImportPreviewRow) => {
    const error = r.errors.find((e) => e.field === column);
    const value = r.values[column] ?? '';
    if (!error) return value;
    return (
      <Tooltip title={t(error.message)}>
        <span data-testid={`preview-error-${r.line}-${column}`}>
          {value || '—'}
          <span className="ant-form-item-explain-error cr-block cr-small">{t(error.message)}</span>
        </span>
      </Tooltip>
    );
  };
  const columns: TableColumnsType<ImportPreviewRow> = [
    { title: t('import.line'), dataIndex: 'line', width: 70, fixed: 'left' },
    {
      title: t('import.status'),
      key: 'status',
      width: 100,
      render: (_v, r) =>
        r.errors.length ? (
          <Tag color="error">{t('import.errors', { count: r.errors.length })}</Tag>
        ) : (
          <Tag color="success">{t('import.ok')}</Tag>
        ),
    },
    {
      // The problems in words, so one far to the right of a wide file is seen without scrolling.
      title: t('import.problem'),
      key: 'problems',
      width: 280,
      render: (_v, r) =>
        r.errors.map((e) => (
          <span key={e.field} className="cr-block cr-small">
            <b>{e.field}</b>: {t(e.message)}
          </span>
        )),
    },
    ...used.map((c) => ({
      title: c,
      key: c,
      width: 160,
      render: cell(c),
      onCell: (r: ImportPreviewRow) => ({
        style: r.errors.some((e) => e.field === c) ? ERROR_CELL : undefined,
      }),
    })),
  ];
  return (
    <>
      {preview.invalid > 0 ? (
        <label className="cr-mb cr-block">
          <Switch
            size="small"
            checked={onlyErrors}
            onChange={setOnlyErrors}
            data-testid="preview-only-errors"
          />{' '}
          {t('import.onlyErrors')}
        </label>
      ) : null}
      <Table<ImportPreviewRow>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="import-preview"
      />
    </>
  );
}
