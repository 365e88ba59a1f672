import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { HelpTopics } from '../components/help-topics.tsx';

export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <ContactForm />
        </Col>
        <Col xs={24} lg={10}>
          <HelpTopics />
        </Col>
      </Row>
    </>
  );
}
