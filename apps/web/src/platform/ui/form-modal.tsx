import type { ReactNode } from 'react';
import { Modal, type ButtonProps, type FormInstance, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppForm, type AppFormProps } from './app-form.tsx';

interface FormModalProps<Values>
  extends
    Omit<ModalProps, 'onOk' | 'confirmLoading' | 'okButtonProps' | 'children'>,
    Pick<AppFormProps<Values>, 'name' | 'initialValues' | 'facts'> {
  /** The form inside: OK submits it, so its own checks and onFinish run. */
  form: FormInstance<Values>;
  /** What a valid submit does with the values (the save). */
  onFinish: (values: Values) => void;
  /** The save is on its way: OK spins and can't be pressed twice. */
  saving: boolean;
  /** The OK button's data-testid (journeys press it); left out, the form's name and `-save` (`task-save`). */
  saveTestId?: string;
  /** Said above the form (what saving will do), outside it. */
  intro?: ReactNode;
  /** The form's fields. */
  children?: ReactNode;
}

/**
 * A form in a dialog (a holiday, a setting, a task): the form with the product's defaults and its
 * fields' facts (AppForm: name, starting values, label and test-id stems), OK submits it and spins
 * while it saves, Cancel closes, and the form is dropped on close so the next opening starts afresh.
 * The dialog says its title, its OK words and what closing does.
 */
export function FormModal<Values extends object>({
  form,
  name,
  initialValues,
  facts,
  onFinish,
  saving,
  saveTestId,
  intro,
  children,
  ...modal
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      cancelText={t('common.cancel')}
      destroyOnHidden
      {...modal}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': saveTestId ?? `${name ?? ''}-save` } as ButtonProps}
    >
      {intro}
      <AppForm<Values>
        name={name}
        form={form}
        initialValues={initialValues}
        onFinish={onFinish}
        facts={facts}
      >
        {children}
      </AppForm>
    </Modal>
  );
}
