import { Button, Table, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PayPackageEmployee } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** Who is on the package (today, or from a later date), with the date it applies to them from. */
export function PackageEmployees({
  employees,
  onAssign,
}: {
  employees: PayPackageEmployee[];
  /** Opens the assignment widget; absent for those who may not assign. */
  onAssign?: () => void;
}) {
  const { t } = useTranslation();
  const na = t('payPackage.people.na');
  const columns: TableColumnsType<PayPackageEmployee> = [
    {
      title: t('payPackage.people.name'),
      dataIndex: 'employee_name',
      render: (name: string, row) => (
        <span className="cr-pay-package-name">
          {name}
          {row.pin ? <span className="cr-muted cr-small">{row.pin}</span> : null}
        </span>
      ),
    },
    {
      title: t('payPackage.people.department'),
      dataIndex: 'department',
      responsive: ['md'],
      render: (v: string | null) => v ?? na,
    },
    {
      title: t('payPackage.people.branch'),
      dataIndex: 'branch',
      responsive: ['lg'],
      render: (v: string | null) => v ?? na,
    },
    {
      title: t('payPackage.people.from'),
      dataIndex: 'effective_from',
      render: (v: string) => `${v.slice(8, 10)}-${v.slice(5, 7)}-${v.slice(0, 4)}`,
    },
  ];
  return (
    <Panel
      title={t('payPackage.people.title')}
      testId="pay-package-employees"
      extra={
        onAssign ? (
          <Button icon={<UserAddOutlined />} onClick={onAssign} data-testid="pay-package-assign">
            {t('payPackage.assign')}
          </Button>
        ) : null
      }
    >
      <Table<PayPackageEmployee>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={employees}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('payPackage.people.none') }}
      />
    </Panel>
  );
}
