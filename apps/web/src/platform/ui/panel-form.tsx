import type { ReactNode } from 'react';
import { AppForm, type AppFormProps } from './app-form.tsx';
import { FormActions, type FormActionsProps } from './form-actions.tsx';
import { Panel } from './panel.tsx';

interface PanelFormProps<Values>
  extends
    Omit<AppFormProps<Values>, 'children' | 'className'>,
    Omit<FormActionsProps, 'testId' | 'children'> {
  /** The panel's data-testid (`loan-type-form`). */
  testId: string;
  /** The panel's class (the screen's own layout). */
  className?: string;
  /** The Save button's data-testid (`loan-type-save`). */
  saveTestId: string;
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
  return (
    <Panel className={className} testId={testId}>
      <AppForm<Values> {...form}>
        {children}
        <FormActions
          saving={saving}
          cancel={cancel}
          onCancel={onCancel}
          saveLabel={saveLabel}
          testId={saveTestId}
        />
      </AppForm>
    </Panel>
  );
}
