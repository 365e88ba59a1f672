import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_OPTION_MESSAGES as M, type PaymentOption } from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { paymentOptionScreens } from '../options.routes.tsx';
import { refreshPaymentOptions, savePaymentOptionMutation } from '../api.ts';

interface Values {
  name: string;
  type: PaymentOption['type'];
  bank_file_format: NonNullable<PaymentOption['bank_file_format']>;
}

const { paths } = paymentOptionScreens;

/**
 * Create or edit a payment option: its name, how it pays, and for a bank file the file's format.
 * The server checks every rule again (a unique name, the format only for a bank file).
 */
export function PaymentOptionForm({ record, onSaved }: { record?: PaymentOption; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? record?.type ?? 'bank_file';
  const format = Form.useWatch('bank_file_format', form);
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...savePaymentOptionMutation(record?.id),
    refresh: refreshPaymentOptions,
    // In the view screen's dialog a save closes the dialog; on the create screen it opens the option.
    then: onSaved ? undefined : (answer) => paths.view(answer.data.id),
    onSuccess: () => onSaved?.(),
  });
  const locked = (record?.uploads_count ?? 0) > 0;

  return (
    <PanelForm<Values>
      name="payment-option"
      form={form}
      facts={{ labels: 'paymentOption', testIds: 'payment-option' }}
      initialValues={startingValues(record, {
        name: '',
        type: 'bank_file',
        bank_file_format: 'bank_bulk_csv',
      })}
      onFinish={(v) =>
        save.mutate({
          name: v.name,
          type: v.type,
          bank_file_format: v.type === 'bank_file' ? v.bank_file_format : null,
        })
      }
      saving={save.isPending}
      cancel={onSaved ? undefined : record ? paths.view(record.id) : paths.list}
    >
      {locked ? <Alert type="info" showIcon className="cr-mb" title={t('paymentOption.inUseHint')} /> : null}
      <TextField name="name" required={M.nameRequired} placeholder={t('paymentOption.namePlaceholder')} />
      <ChoiceField
        name="type"
        extra={t(type === 'wallet' ? 'paymentOption.walletHint' : 'paymentOption.bankFileHint')}
        disabled={locked}
        options={[
          {
            value: 'bank_file',
            label: t('paymentOption.bank_file'),
            testId: 'payment-option-type-bank-file',
          },
          { value: 'wallet', label: t('paymentOption.wallet'), testId: 'payment-option-type-wallet' },
        ]}
      />
      {type === 'bank_file' ? (
        <ChoiceField
          name="bank_file_format"
          label={t('paymentOption.format')}
          required={M.formatRequired}
          extra={t(format === 'generic_csv' ? 'paymentOption.genericHint' : 'paymentOption.bulkHint')}
          disabled={locked}
          testId="payment-option-format"
          options={[
            {
              value: 'bank_bulk_csv',
              label: t('paymentOption.bank_bulk_csv'),
              testId: 'payment-option-format-bulk',
            },
            {
              value: 'generic_csv',
              label: t('paymentOption.generic_csv'),
              testId: 'payment-option-format-generic',
            },
          ]}
        />
      ) : null}
    </PanelForm>
  );
}
