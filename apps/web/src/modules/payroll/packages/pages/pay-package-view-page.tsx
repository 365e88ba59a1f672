import { lazy, Suspense, useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PayPackageDetail, type PayPackageItem } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { payPackageQuery } from '../api.ts';
import { ItemRule } from '../components/item-rule.tsx';
import { PackageEmployees } from '../components/package-employees.tsx';
import { PayslipPreview } from '../components/payslip-preview.tsx';
import { useFigureText } from '../money-text.ts';
import { adminPackageScreens } from '../packages.routes.tsx';
import '../i18n.ts';
import '../packages.css';

// The assignment form (the employee picker and its widget) loads when someone assigns: the view's
// chunk stays under its route ceiling (ARCHITECTURE §6).
const PackageAssignment = lazy(() =>
  import('../components/package-assignment.tsx').then((m) => ({ default: m.PackageAssignment })),
);

const { paths } = adminPackageScreens;

/** /admin/payroll/pay-package/view/{id}: the package, its worked payslip and the employees on it. */
export default function PayPackageViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={payPackageQuery(id)}
      title={t('payPackage.viewTitle')}
      subtitle={(r) => r.package_name}
    >
      {(record) => <PackageView record={record} />}
    </RecordPage>
  );
}

function PackageView({ record }: { record: PayPackageDetail }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const manage = hasPermission(useCurrentUser(), 'manage pay packages');
  const [assigning, setAssigning] = useState(false);
  const items: TableColumnsType<PayPackageItem> = [
    {
      title: t('payPackage.breakdown'),
      dataIndex: 'allowance_name',
      render: (name: string, item) => (
        <span className="cr-pay-package-name">
          <span>
            {name} <span className="cr-muted">({item.code})</span>
          </span>
          <ItemRule
            override={item.amount}
            rule={{
              calculation_type: item.calculation_type,
              percentage: item.percentage,
              ruleAmount: item.rule_amount,
              formula: item.formula,
              is_pensionable: item.is_pensionable,
              is_taxable: item.is_taxable,
            }}
          />
        </span>
      ),
    },
  ];
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="pay-package-view"
      edit={manage && { ...paths.edit(record.id), label: t('payPackage.edit') }}
      facts={
        <>
          <dl className="cr-pay-package-facts">
            <div>
              <dt>{t('payPackage.name')}</dt>
              <dd data-testid="pay-package-view-name">{record.package_name}</dd>
            </div>
            <div>
              <dt>{t('payPackage.monthlySalary')}</dt>
              <dd className="cr-money" data-testid="pay-package-view-salary">
                {figures.naira(record.monthly_salary)}
              </dd>
            </div>
            <div>
              <dt>{t('payPackage.employees')}</dt>
              <dd>{t('payPackage.employeesCount', { count: record.employees_count })}</dd>
            </div>
            {record.description ? (
              <div>
                <dt>{t('payPackage.description')}</dt>
                <dd>{record.description}</dd>
              </div>
            ) : null}
          </dl>
          <Table<PayPackageItem>
            rowKey="pay_breakdown_id"
            size="small"
            pagination={false}
            columns={items}
            dataSource={record.pay_breakdowns}
            data-testid="pay-package-view-items"
          />
        </>
      }
      back={{ ...paths.all, label: t('payPackage.backToList'), testId: 'pay-package-view-back' }}
    >
      <PayslipPreview packageId={record.id} />
      {assigning ? (
        <Suspense fallback={<PageLoading />}>
          <PackageAssignment
            packageId={record.id}
            members={record.employees}
            onDone={() => setAssigning(false)}
          />
        </Suspense>
      ) : (
        <PackageEmployees
          employees={record.employees}
          onAssign={manage ? () => setAssigning(true) : undefined}
        />
      )}
    </RecordViewBody>
  );
}
