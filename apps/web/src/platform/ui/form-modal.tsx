import { Modal, type ButtonProps, type FormInstance, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormModalProps extends Omit<ModalProps, 'onOk' | 'confirmLoading' | 'okButtonProps'> {
  /** The form inside: OK submits it, so its own checks and onFinish run. */
  form: FormInstance;
  /** The save is on its way: OK spins and can't be pressed twice. */
  saving: boolean;
  /** The OK button's data-testid (journeys press it). */
  saveTestId: string;
}

/**
 * A form in a dialog (a holiday, a setting, a task): OK submits the form and spins while it saves,
 * Cancel closes, and the form is dropped on close so the next opening starts afresh. The dialog says
 * its title, its OK words and what closing does.
 */
export function FormModal({ form, saving, saveTestId, children, ...modal }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      cancelText={t('common.cancel')}
      destroyOnHidden
      {...modal}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': saveTestId } as ButtonProps}
    >
      {children}
    </Modal>
  );
}
