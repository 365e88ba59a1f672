import { AutoComplete, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_PAYROLL_MESSAGES as P, TAX_STATES } from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import '../../../../platform/ui/vocabulary.ts';
import '../payroll-i18n.ts';

const NAIRA = /^\d{1,12}(\.\d{1,2})?$/;
const stateOptions = TAX_STATES.map((s) => ({ value: s }));

/**
 * What payroll needs of the employee beyond bank and pension (issue 19): declared rent for PAYE's
 * rent relief, whether NHF is deducted (unset: the company's default), and the state PAYE goes to.
 */
export function PayrollSection({ creating }: { creating: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('employees.sectionPayroll')} testId="section-payroll">
      <div className="cr-employee-form-grid">
        <AmountField
          name="annual_rent"
          extra={t('employees.annualRentHint')}
          rules={[{ pattern: NAIRA, message: t(P.annualRentInvalid) }]}
        />
        <ChoiceField
          name="nhf_enabled"
          extra={creating ? t('employees.nhfHint') : undefined}
          optionType="button"
          options={[
            { value: true, label: t('words.yes') },
            { value: false, label: t('words.no') },
          ]}
        />
        <Form.Item
          name="tax_state"
          label={t('employees.taxState')}
          extra={t('employees.taxStateHint')}
          rules={[{ max: 60, message: t(P.taxStateTooLong) }]}
        >
          <AutoComplete
            options={stateOptions}
            allowClear
            maxLength={60}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            data-testid="field-tax_state"
          />
        </Form.Item>
      </div>
    </Panel>
  );
}
