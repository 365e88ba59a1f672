import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm, type AppFormProps } from './app-form.tsx';
import { saveLabelKeyOf } from './form-fields/field-facts.ts';
import { FormActions, type FormActionsProps } from './form-actions.tsx';
import { Panel } from './panel.tsx';

export interface PanelFormProps<Values>
  extends
    Omit<AppFormProps<Values>, 'children' | 'className'>,
    Omit<FormActionsProps, 'testId' | 'children'> {
  /** The panel's data-testid; left out, the form's name and `-form` (`loan-type-form`). */
  testId?: string;
  /** The panel's class (the screen's own layout). */
  className?: string;
  /** The Save button's data-testid; left out, the form's name and `-save` (`loan-type-save`). */
  saveTestId?: string;
  /** The Save button's words; left out, the facts' label stem and `.save` (`loanType.save`), else "Save". */
  saveLabel?: string;
  children?: ReactNode;
}

/**
 * A record's create or edit form as the screens show it: a panel, the form in it with the product's
 * defaults (AppForm), its fields, then Cancel and Save at the end (FormActions).
 */
export function PanelForm<Values extends object>({
  testId,
  className,
  saving,
  cancel,
  onCancel,
  saveLabel,
  saveTestId,
  children,
  ...form
}: PanelFormProps<Values>) {
  const { t } = useTranslation();
  // A form named `loan-type` is found as `loan-type-form` and saved with `loan-type-save` by default.
  const stem = form.name ?? '';
  const ownLabel = saveLabelKeyOf(form.facts);
  return (
    <Panel className={className} testId={testId ?? `${stem}-form`}>
      <AppForm<Values> {...form}>
        {children}
        <FormActions
          saving={saving}
          cancel={cancel}
          onCancel={onCancel}
          saveLabel={saveLabel ?? (ownLabel && t(ownLabel))}
          testId={saveTestId ?? `${stem}-save`}
        />
      </AppForm>
    </Panel>
  );
}
