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
  /** A small muted line under the message: what would arrive here (an approvals inbox says so). */
  hint?: string;
  /** Anything else to offer. */
  children?: React.ReactNode;
}

export function EmptyState({ message, btnText, to, clear, hint, children }: EmptyStateProps) {
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
      {hint ? <span className="cr-muted cr-small">{hint}</span> : null}
      {children}
    </Empty>
  );
}

interface SearchMissStateProps {
  /** The list's i18n prefix: it says `<texts>.emptyFor` ({query}) and links `<texts>.clearSearch`. */
  texts: string;
  query: string;
  clear: () => void;
  /** The clear link's test id. */
  testId: string;
}

/**
 * What most lists show when their search or filters found nothing ("Nothing for 'ada'" and a link
 * that clears them), so a DataTable's `emptyNarrowed` is one line:
 * `(query, clear) => <SearchMissState texts="x" query={query} clear={clear} testId="x-clear-search" />`.
 */
export function SearchMissState({ texts, query, clear, testId }: SearchMissStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      message={t(`${texts}.emptyFor`, { query })}
      clear={{ onClick: clear, label: t(`${texts}.clearSearch`), testId }}
    />
  );
}
