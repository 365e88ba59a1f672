import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@clockroom/contracts';

interface ConfirmDeleteProps {
  onConfirm: () => unknown;
  /** Defaults to 'This will permanently delete the file. Continue?' (spec 1 §5). */
  text?: string;
  title?: string;
  /** Defaults to 'Delete'. */
  okText?: string;
  children: React.ReactElement;
}

/** Wraps the delete trigger: nothing is deleted until the user confirms. */
export function ConfirmDelete({ onConfirm, text, title, okText, children }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title ? t(title) : t(text ?? MESSAGES.confirmDeleteDefault)}
      description={title ? t(text ?? MESSAGES.confirmDeleteDefault) : undefined}
      okText={t(okText ?? MESSAGES.confirmDeleteButton)}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
