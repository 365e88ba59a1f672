import { useRef } from 'react';
import { Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import {
  CALCULATION_TYPES,
  COMPONENT_TYPES,
  FORMULA_MAX_LENGTH,
  PAY_BREAKDOWN_MESSAGES as M,
  type CalculationTypeName,
  type ComponentTypeName,
  type PayBreakdown,
} from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { CodeField } from '../../shared/code-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { refreshPayBreakdowns, savePayBreakdownMutation } from '../api.ts';
import { adminBreakdownScreens } from '../breakdowns.routes.tsx';
import { FormulaHelp } from './formula-help.tsx';

interface Values {
  allowance_name: string;
  code: string;
  component_type: ComponentTypeName;
  calculation_type: CalculationTypeName;
  percentage?: string;
  amount?: string;
  formula?: string;
  is_pensionable: boolean;
  is_taxable: boolean;
  position?: string;
}

const FIELDS = [
  'allowance_name',
  'code',
  'component_type',
  'calculation_type',
  'percentage',
  'amount',
  'formula',
  'is_pensionable',
  'is_taxable',
  'position',
];
const { paths } = adminBreakdownScreens;

/** The value the calculation type needs, the others left out (the server keeps only that one). */
function valueOf(v: Values) {
  if (v.calculation_type === 'percentage') return { percentage: v.percentage ?? '' };
  if (v.calculation_type === 'fixed') return { amount: v.amount ?? '' };
  return { formula: v.formula ?? '' };
}

/**
 * Create or edit a pay breakdown item (issue 19, ADR 42): its name and code, its component type, how
 * its monthly amount is found (a percentage, a fixed amount or a formula, each with its own field),
 * and whether it is pensionable and taxable. A formula's problems come from the server, which checks it
 * against every item, and show on the formula field.
 */
export function PayBreakdownForm({ record }: { record?: PayBreakdown }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const formulaBox = useRef<TextAreaRef>(null);
  // Where the cursor was when the formula lost focus to a name's button; null: at the end.
  const cursor = useRef<number | null>(null);
  const calculation = Form.useWatch('calculation_type', form) ?? record?.calculation_type ?? 'percentage';
  const save = useFormSave(form, {
    ...savePayBreakdownMutation(record?.id),
    refresh: refreshPayBreakdowns,
    then: paths.list,
    fieldErrors: { fields: FIELDS },
  });

  const submit = (v: Values) =>
    save.mutate({
      allowance_name: v.allowance_name,
      code: v.code,
      component_type: v.component_type,
      calculation_type: v.calculation_type,
      ...valueOf(v),
      is_pensionable: v.is_pensionable,
      is_taxable: v.is_taxable,
      ...(v.position ? { position: v.position } : {}),
    });

  /** Puts a name where the cursor is in the formula (at its end when it has none). */
  const insert = (name: string) => {
    const text: string = form.getFieldValue('formula') ?? '';
    const at = Math.min(cursor.current ?? text.length, text.length);
    const before = text.slice(0, at);
    const glue = before === '' || /[\s(]$/.test(before) ? '' : ' ';
    form.setFieldValue('formula', `${before}${glue}${name}${text.slice(at)}`);
    const end = at + glue.length + name.length;
    cursor.current = end;
    formulaBox.current?.focus();
    // After React has put the new text in, the cursor goes just past the name.
    requestAnimationFrame(() => formulaBox.current?.resizableTextArea?.textArea.setSelectionRange(end, end));
  };

  return (
    <PanelForm<Values>
      className="cr-pay-breakdown-form"
      name="pay-breakdown"
      form={form}
      facts={{ labels: 'payBreakdown', testIds: 'pay-breakdown' }}
      initialValues={{
        ...startingValues(record, {
          allowance_name: '',
          code: '',
          component_type: 'other',
          calculation_type: 'percentage',
          is_pensionable: false,
          is_taxable: true,
        }),
        percentage: record?.percentage ?? undefined,
        amount: record?.amount ?? undefined,
        formula: record?.formula ?? undefined,
        position: record ? String(record.position) : undefined,
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.list}
    >
      <TextField
        name="allowance_name"
        label={t('payBreakdown.name')}
        required={M.nameRequired}
        testId="pay-breakdown-name"
      />
      <CodeField
        extra={t('payBreakdown.codeHint')}
        messages={{ required: M.codeRequired, invalid: M.codeInvalid }}
        maxLength={20}
      />
      <SelectField
        name="component_type"
        extra={t('payBreakdown.componentTypeHint')}
        options={COMPONENT_TYPES.map((type) => ({ value: type, label: t(`payBreakdown.type.${type}`) }))}
      />
      <ChoiceField
        name="calculation_type"
        options={CALCULATION_TYPES.map((type) => ({ value: type, label: t(`payBreakdown.calc.${type}`) }))}
      />
      {calculation === 'percentage' ? (
        <AmountField
          name="percentage"
          extra={t('payBreakdown.percentageHint')}
          required={M.percentageRequired}
          maxLength={6}
        />
      ) : calculation === 'fixed' ? (
        <AmountField name="amount" extra={t('payBreakdown.amountHint')} required={M.amountRequired} />
      ) : (
        <>
          <Form.Item
            name="formula"
            label={t('payBreakdown.formula')}
            extra={t('payBreakdown.formulaHint')}
            rules={[requiredRule(M.formulaRequired, t)]}
          >
            <Input.TextArea
              ref={formulaBox}
              onBlur={(e) => (cursor.current = e.currentTarget.selectionStart)}
              rows={3}
              maxLength={FORMULA_MAX_LENGTH}
              spellCheck={false}
              className="cr-pay-breakdown-formula-input"
              placeholder={t('payBreakdown.formulaPlaceholder')}
              data-testid="pay-breakdown-formula"
            />
          </Form.Item>
          <FormulaHelp ownId={record?.id} onInsert={insert} />
        </>
      )}
      <SwitchField
        name="is_pensionable"
        extra={t('payBreakdown.isPensionableHint')}
        testId="pay-breakdown-pensionable"
      />
      <SwitchField name="is_taxable" testId="pay-breakdown-taxable" />
      <TextField
        name="position"
        extra={t('payBreakdown.positionHint')}
        filter="digits"
        maxLength={4}
        inputClassName="cr-pay-breakdown-position"
      />
    </PanelForm>
  );
}
