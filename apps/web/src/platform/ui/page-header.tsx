import { Button, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

interface PageHeaderProps {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Shows a Back button that returns to the previous page. */
  back?: boolean;
  extra?: React.ReactNode;
  /** The browser tab's title when `title` is not plain text (a name with a tag). */
  documentTitle?: string;
}

export function PageHeader({ title, subtitle, back = false, extra, documentTitle }: PageHeaderProps) {
  const { t } = useTranslation();
  const router = useRouter();
  useDocumentTitle(documentTitle ?? title);
  return (
    <Flex className="cr-page-header" justify="space-between" align="flex-start" gap={16} wrap>
      <Flex gap={12} align="flex-start">
        {back ? (
          <Button
            // The title beside it may wrap at 390 px; the button keeps its width.
            style={{ flex: 'none' }}
            icon={<ArrowLeftOutlined />}
            aria-label={t('common.back')}
            data-testid="page-back"
            onClick={() => router.history.back()}
          />
        ) : null}
        <div>
          <h1 className="cr-page-title">{title}</h1>
          {subtitle ? <span className="cr-muted">{subtitle}</span> : null}
        </div>
      </Flex>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
