import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_PAYROLL_MESSAGES as P } from '@clockroom/contracts';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { bankChoices } from '../api.ts';
import { ChoiceSelect } from './choice-select.tsx';
import '../payroll-i18n.ts';

/** Bank, pension and tax details: where salary goes and what payroll files need. */
export function BankSection() {
  const { t } = useTranslation();
  return (
    <Panel title={t('employees.sectionBank')} testId="section-bank">
      <div className="cr-employee-form-grid">
        <Form.Item name="bank_id" label={t('employees.bank')}>
          <ChoiceSelect query={bankChoices()} testId="field-bank" />
        </Form.Item>
        <Form.Item
          name="account_number"
          label={t('employees.accountNumber')}
          rules={[{ pattern: /^\d*$/, message: t(F.accountNumberDigits) }]}
        >
          <FilteredInput filter="digits" maxLength={20} data-testid="field-account_number" />
        </Form.Item>
        <Form.Item name="account_name" label={t('employees.accountName')}>
          <Input maxLength={150} data-testid="field-account_name" />
        </Form.Item>
        <Form.Item name="bank_branch" label={t('employees.bankBranch')}>
          <Input maxLength={150} data-testid="field-bank_branch" />
        </Form.Item>
        <Form.Item name="pension_fund_administrator" label={t('employees.pfa')}>
          <Input maxLength={150} data-testid="field-pfa" />
        </Form.Item>
        <Form.Item
          name="rsa_pin"
          label={t('employees.rsaPin')}
          extra={t('employees.rsaPinHint')}
          // The server upper-cases it and ignores spaces; the check here says the same.
          rules={[{ pattern: /^\s*pen\s*(\d\s*){12}$/i, message: t(P.rsaPinInvalid) }]}
        >
          <Input maxLength={20} autoComplete="off" data-testid="field-rsa_pin" />
        </Form.Item>
        <Form.Item name="tax_id" label={t('employees.taxId')}>
          <Input maxLength={50} data-testid="field-tax_id" />
        </Form.Item>
        <Form.Item name="tax_location" label={t('employees.taxLocation')}>
          <Input maxLength={100} data-testid="field-tax_location" />
        </Form.Item>
      </div>
    </Panel>
  );
}
