import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/page-header.tsx';
import './i18n.ts';
import './reports.css';

interface ReportGenerateProps {
  title: string;
  subtitle?: string;
  /** Panels of the report's choices. */
  children: ReactNode;
  /** Called by Generate Report; without it the button submits the form the layout sits in. */
  onGenerate?: () => void;
  testId: string;
}

/** A report's generate screen (spec 1 §2, 2 §2, 3 §2): its choices, then Generate Report. */
export function ReportGenerate({ title, subtitle, children, onGenerate, testId }: ReportGenerateProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Flex vertical gap={24}>
        {children}
        <Flex justify="flex-end">
          <Button
            type="primary"
            size="large"
            htmlType={onGenerate ? 'button' : 'submit'}
            icon={<FileSearchOutlined />}
            onClick={onGenerate}
            data-testid={testId}
          >
            {t('reportKit.generate')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
