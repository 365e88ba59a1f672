import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PayPackagePreview } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { payPackagePreviewQuery } from '../api.ts';
import { useFigureText } from '../money-text.ts';

interface Line {
  key: string;
  label: string;
  detail?: string;
  amount: string;
  /** A total (bold) or the net pay (bolder). */
  kind?: 'total' | 'net';
}

/** The payslip's lines in reading order: earnings, gross, what is taken, net, then the employer's. */
function linesOf(p: PayPackagePreview, t: (key: string) => string): { pay: Line[]; employer: Line[] } {
  const pay: Line[] = [
    ...p.components.map((c) => ({
      key: `c-${c.pay_breakdown_id}`,
      label: c.name,
      detail: t(`payPackage.preview.calc.${c.calculation_type}`),
      amount: c.amount,
    })),
    { key: 'gross', label: t('payPackage.preview.gross'), amount: p.gross_pay, kind: 'total' },
    { key: 'pension', label: t('payPackage.preview.pension'), amount: `-${p.pension_employee}` },
    ...(p.nhf_enabled ? [{ key: 'nhf', label: t('payPackage.preview.nhfLine'), amount: `-${p.nhf}` }] : []),
    ...(p.nhis !== '0.00'
      ? [{ key: 'nhis', label: t('payPackage.preview.nhis'), amount: `-${p.nhis}` }]
      : []),
    { key: 'paye', label: t('payPackage.preview.paye'), amount: `-${p.paye}` },
    {
      key: 'deductions',
      label: t('payPackage.preview.totalDeductions'),
      amount: `-${p.total_deductions}`,
      kind: 'total',
    },
    { key: 'net', label: t('payPackage.preview.net'), amount: p.net_pay, kind: 'net' },
  ];
  const employer = p.employer.map((e) => ({ key: `e-${e.code}`, label: e.name, amount: e.amount }));
  return { pay, employer };
}

/**
 * The package's worked monthly payslip (issue 19 "The package view shows a worked monthly payslip"):
 * for a month, a declared rent and NHF on or off, each component with its amount (formulas
 * evaluated), gross, pension, NHF, PAYE and net, and what the employer pays beside it.
 */
export function PayslipPreview({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const [rent, setRent] = useState('');
  const [nhf, setNhf] = useState<boolean | undefined>(undefined);
  const annualRent = useDebouncedValue(rent, 400);
  const preview = useQuery({
    ...payPackagePreviewQuery(packageId, {
      month: Number(month.slice(5, 7)),
      year: Number(month.slice(0, 4)),
      ...(annualRent ? { annual_rent: annualRent } : {}),
      ...(nhf === undefined ? {} : { nhf: String(nhf) }),
    }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<Line> = [
    {
      title: t('payPackage.preview.item'),
      dataIndex: 'label',
      render: (label: string, line) => (
        <span>
          {label} {line.detail ? <Typography.Text type="secondary">· {line.detail}</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: t('payPackage.preview.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string, line) => (
        <span className="cr-money" data-testid={`pay-package-preview-${line.key}`}>
          {figures.naira(v)}
        </span>
      ),
    },
  ];
  const rowClass = (line: Line) =>
    line.kind === 'net' ? 'cr-pay-package-net' : line.kind === 'total' ? 'cr-pay-package-total' : '';
  const data = preview.data ? linesOf(preview.data, t) : null;
  return (
    <Panel title={t('payPackage.preview.title')} testId="pay-package-preview">
      <Typography.Paragraph type="secondary">{t('payPackage.preview.subtitle')}</Typography.Paragraph>
      <Form layout="vertical" className="cr-pay-package-preview-controls" component="div">
        <Form.Item label={t('payPackage.preview.month')}>
          <DatePicker
            picker="month"
            allowClear={false}
            format="MMMM YYYY"
            value={dayjs(`${month}-01`)}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            data-testid="pay-package-preview-month"
          />
        </Form.Item>
        <Form.Item label={t('payPackage.preview.annualRent')}>
          <FilteredInput
            filter="decimal"
            maxLength={15}
            value={rent}
            onChange={setRent}
            data-testid="pay-package-preview-rent"
          />
        </Form.Item>
        <Form.Item label={t('payPackage.preview.nhf')}>
          <Switch
            checked={nhf ?? preview.data?.nhf_enabled ?? true}
            onChange={setNhf}
            data-testid="pay-package-preview-nhf"
          />
        </Form.Item>
      </Form>
      {preview.isError ? (
        <PageError error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        <>
          <Table<Line>
            className="cr-pay-package-preview-table"
            rowKey="key"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={data?.pay ?? []}
            loading={preview.isFetching}
            rowClassName={rowClass}
            data-testid="pay-package-preview-table"
          />
          {preview.data ? (
            <Typography.Paragraph type="secondary" className="cr-small">
              {t('payPackage.preview.taxNote', {
                regime: t(`payPackage.preview.regime.${preview.data.tax_regime}`),
              })}
            </Typography.Paragraph>
          ) : null}
          {data && data.employer.length > 0 ? (
            <Table<Line>
              rowKey="key"
              size="small"
              pagination={false}
              columns={
                [
                  { ...columns[0], title: t('payPackage.preview.employer') },
                  columns[1],
                ] as TableColumnsType<Line>
              }
              dataSource={data.employer}
              data-testid="pay-package-preview-employer"
            />
          ) : null}
        </>
      )}
    </Panel>
  );
}
