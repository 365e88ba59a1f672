import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';

/** Whether an allowance is taxed and counts toward pension: the same two switches on both allowance forms. */
export function AllowanceFlags({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <SwitchField name="is_taxable" label={t('allowance.taxable')} testId={`${testId}-taxable`} />
      <SwitchField
        name="is_pensionable"
        label={t('allowance.pensionable')}
        testId={`${testId}-pensionable`}
      />
    </>
  );
}
