import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type BenefitDeductionDetail, type BenefitDeductionPayment } from '@clockroom/contracts';
import { ApprovalLevels } from '../../../../platform/approvers/components/approval-levels.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { FactList, type Fact } from '../../../../platform/ui/fact-list.tsx';
import { RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { monthText } from '../../allowances/month-text.ts';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { KindTag, monthsText, StatusTag } from './bits.tsx';
import '../../../../platform/ui/fact-list.css';

const { paths } = benefitDeductionScreens;

/**
 * One record read-only (view-details and approval/view): its facts, how its approval went and the
 * months a confirmed payroll paid it; Edit while the viewer may, and what the page adds (decisions).
 */
export function RecordDetails({
  record: r,
  back,
  actions,
}: {
  record: BenefitDeductionDetail;
  back: LinkTarget;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    {
      label: t('benefitDeduction.employee'),
      value: r.pin ? `${r.employee_name} (${r.pin})` : r.employee_name,
    },
    { label: t('benefitDeduction.type'), value: r.type_name, testId: 'benefit-deduction-details-type' },
    { label: t('benefitDeduction.kind'), value: <KindTag kind={r.kind} /> },
    ...(r.kind === 'benefit'
      ? [
          {
            label: t('benefitDeduction.taxable'),
            value: t(r.is_taxable ? 'benefitDeduction.yes' : 'benefitDeduction.no'),
          },
        ]
      : []),
    {
      label: t('benefitDeduction.amountColumn'),
      value: <Naira value={r.amount} testId="benefit-deduction-details-amount" />,
    },
    { label: t('benefitDeduction.frequency'), value: t(`benefitDeduction.frequencies.${r.frequency}`) },
    { label: t('benefitDeduction.months'), value: monthsText(r) },
    { label: t('benefitDeduction.status'), value: <StatusTag record={r} /> },
    ...(r.note ? [{ label: t('benefitDeduction.note'), value: r.note }] : []),
    ...(r.created_by_name ? [{ label: t('benefitDeduction.createdBy'), value: r.created_by_name }] : []),
    { label: t('benefitDeduction.createdAt'), value: formatDate(r.created_at.slice(0, 10)) },
    ...(r.decided_at
      ? [{ label: t('benefitDeduction.decidedAt'), value: formatDate(r.decided_at.slice(0, 10)) }]
      : []),
  ];
  const paymentColumns: TableColumnsType<BenefitDeductionPayment> = [
    { title: t('benefitDeduction.month'), dataIndex: 'month', render: (m: string) => monthText(m) },
    {
      title: t('benefitDeduction.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (a: string) => <Naira value={a} />,
    },
    {
      title: t('benefitDeduction.confirmedAt'),
      dataIndex: 'confirmed_at',
      responsive: ['sm'],
      render: (at: string) => formatDate(at.slice(0, 10)),
    },
  ];
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="benefit-deduction-details"
      edit={r.can_edit && { ...paths.edit(r.id), label: t('benefitDeduction.edit') }}
      facts={
        <>
          <FactList facts={facts} className="cr-facts cr-bd-facts" />
          {actions}
        </>
      }
      back={{ ...back, label: t('benefitDeduction.backToList'), testId: 'benefit-deduction-details-back' }}
    >
      <Panel>
        {r.levels.length > 0 ? (
          <ApprovalLevels type={r.approval_type} levels={r.levels} testIdPrefix="benefit-deduction-level" />
        ) : (
          <>
            <h3 className="cr-approval-levels-title">{t('benefitDeduction.trailTitle')}</h3>
            <p className="cr-muted" data-testid="benefit-deduction-no-group">
              {r.status === 'pending' ? t('benefitDeduction.noGroup') : <StatusTag record={r} />}
            </p>
          </>
        )}
      </Panel>
      <Panel title={t('benefitDeduction.paymentsTitle')}>
        <Table
          size="small"
          rowKey="month"
          pagination={false}
          dataSource={r.payments}
          columns={paymentColumns}
          data-testid="benefit-deduction-payments"
          locale={{ emptyText: t('benefitDeduction.noPayments') }}
        />
        <p className="cr-muted cr-small">
          {t('benefitDeduction.monthsPaid', { paid: r.months_paid, total: r.months_total })}
        </p>
      </Panel>
    </RecordViewBody>
  );
}
