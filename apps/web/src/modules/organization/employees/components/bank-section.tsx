import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_PAYROLL_MESSAGES as P } from '@clockroom/contracts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
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
        <TextField
          name="account_number"
          rules={[{ pattern: /^\d*$/, message: t(F.accountNumberDigits) }]}
          filter="digits"
          maxLength={20}
        />
        <TextField name="account_name" />
        <TextField name="bank_branch" />
        <TextField name="pension_fund_administrator" label={t('employees.pfa')} testId="field-pfa" />
        <TextField
          name="rsa_pin"
          extra={t('employees.rsaPinHint')}
          // The server upper-cases it and ignores spaces; the check here says the same.
          rules={[{ pattern: /^\s*pen\s*(\d\s*){12}$/i, message: t(P.rsaPinInvalid) }]}
          maxLength={20}
          autoComplete="off"
        />
        <TextField name="tax_id" label={t('employees.taxId')} maxLength={50} />
        <TextField name="tax_location" maxLength={100} />
      </div>
    </Panel>
  );
}
