import { Flex } from 'antd';
import type { EmployeeDetail } from '@clockroom/contracts';
import { EmployeeFactsSection, useAdminWording } from './employee-facts.tsx';
import { PayrollProfile } from './payroll-profile.tsx';

/** The bank tab of an employee's profile: where the salary goes, pension and tax, then payroll's fields. */
export function BankProfile({ e }: { e: EmployeeDetail }) {
  return (
    <Flex vertical gap={24}>
      <EmployeeFactsSection e={e} section="bank" wording={useAdminWording()} />
      <PayrollProfile e={e} />
    </Flex>
  );
}
