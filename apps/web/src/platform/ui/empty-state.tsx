import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@clockroom/contracts';

interface EmptyStateProps {
  /** Defaults to 'You are yet to create some data' (spec 1 §2). */
  message?: string;
  /** Shows a 'Create {btnText}' link button when given with `to`. */
  btnText?: string;
  /** The create screen's address (a resource's `paths.create.to`). */
  to?: string;
  /** A search or filters found nothing: the link that clears them (its words and test id). */
  clear?: { onClick: () => void; label: string; testId: string };
  /** Anything else to offer. */
  children?: React.ReactNode;
}

export function EmptyState({ message, btnText, to, clear, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(message ?? MESSAGES.emptyStateDefault)}>
      {btnText && to ? (
        <Link to={to}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('common.createX', { name: btnText })}
          </Button>
        </Link>
      ) : null}
      {clear ? (
        <Button type="link" onClick={clear.onClick} data-testid={clear.testId}>
          {clear.label}
        </Button>
      ) : null}
      {children}
    </Empty>
  );
}
