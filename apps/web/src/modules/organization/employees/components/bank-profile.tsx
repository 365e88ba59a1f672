import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployeeDetail } from '@clockroom/contracts';
import { ProfileSection } from './profile-section.tsx';
import { PayrollProfile } from './payroll-profile.tsx';
import { displayValue } from '../employee-fields.ts';

/** The bank tab of an employee's profile: where the salary goes, pension and tax, then payroll's fields. */
export function BankProfile({ e }: { e: EmployeeDetail }) {
  const { t } = useTranslation();
  const text = (v: Parameters<typeof displayValue>[0]) => displayValue(v);
  return (
    <Flex vertical gap={24}>
      <ProfileSection
        testId="profile-bank"
        title={t('employees.sectionBank')}
        fields={[
          { key: 'bank', label: t('employees.bank'), value: e.bank?.bank_name ?? '' },
          { key: 'account_number', label: t('employees.accountNumber'), value: text(e.account_number) },
          { key: 'account_name', label: t('employees.accountName'), value: text(e.account_name) },
          { key: 'bank_branch', label: t('employees.bankBranch'), value: text(e.bank_branch) },
          { key: 'pfa', label: t('employees.pfa'), value: text(e.pension_fund_administrator) },
          { key: 'rsa_pin', label: t('employees.rsaPin'), value: text(e.rsa_pin) },
          { key: 'tax_id', label: t('employees.taxId'), value: text(e.tax_id) },
          { key: 'tax_location', label: t('employees.taxLocation'), value: text(e.tax_location) },
        ]}
      />
      <PayrollProfile e={e} />
    </Flex>
  );
}
