import { Descriptions, List, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_MESSAGES as O } from '@clockroom/contracts';

/** The documents spec 2 §2 names; no company has them on file yet, so they are listed without links. */
const DOCUMENTS = [
  'onboarding.referenceForms',
  'onboarding.guarantorsForms',
  'onboarding.bioDataForm',
] as const;

/** Step 1: greeting, company, first day (NA) and the documents to fill. */
export function WelcomeStep({ name, company }: { name: string; company: string | null }) {
  const { t } = useTranslation();
  return (
    <div data-testid="onboarding-welcome">
      <Typography.Title level={3}>{t('onboarding.welcome', { name })}</Typography.Title>
      <Typography.Paragraph>
        {t('onboarding.joining', { company: company || t('onboarding.na') })}
      </Typography.Paragraph>
      <Typography.Paragraph className="cr-muted">{t('onboarding.intro')}</Typography.Paragraph>
      <Descriptions
        title={t(O.yourFirstDay)}
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        className="cr-mb"
        items={[
          { key: 'date', label: t('onboarding.date'), children: t('onboarding.na') },
          { key: 'time', label: t('onboarding.time'), children: t('onboarding.na') },
        ]}
      />
      <Typography.Title level={5}>{t(O.documentsToFill)}</Typography.Title>
      <Typography.Paragraph className="cr-muted">{t('onboarding.documentsHelp')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={[...DOCUMENTS]}
        renderItem={(key) => (
          <List.Item extra={<span className="cr-muted">{t('onboarding.notAvailable')}</span>}>
            <span>
              <FileTextOutlined /> {t(key)}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
