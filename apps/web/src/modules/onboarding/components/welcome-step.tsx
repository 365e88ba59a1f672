import { Descriptions } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_MESSAGES as O } from '@clockroom/contracts';
import './welcome-step.css';

/** The documents spec 2 §2 names; no company has them on file yet, so they are listed without links. */
const DOCUMENTS = [
  'onboarding.referenceForms',
  'onboarding.guarantorsForms',
  'onboarding.bioDataForm',
] as const;

/**
 * Step 1: greeting, company, first day (NA) and the documents to fill. Headings, paragraphs and the
 * document list are plain elements: antd Typography (its text editor and ellipsis) and List (with
 * Pagination) cost the page ~15 KB gzip for three static lines (docs/decisions/0010).
 */
export function WelcomeStep({ name, company }: { name: string; company: string | null }) {
  const { t } = useTranslation();
  return (
    <div data-testid="onboarding-welcome" className="cr-welcome">
      <h3 className="cr-welcome-title">{t('onboarding.welcome', { name })}</h3>
      <p>{t('onboarding.joining', { company: company || t('onboarding.na') })}</p>
      <p className="cr-muted">{t('onboarding.intro')}</p>
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
      <h5 className="cr-welcome-subtitle">{t(O.documentsToFill)}</h5>
      <p className="cr-muted">{t('onboarding.documentsHelp')}</p>
      <ul className="cr-welcome-documents">
        {DOCUMENTS.map((key) => (
          <li key={key}>
            <span>
              <FileTextOutlined aria-hidden /> {t(key)}
            </span>
            <span className="cr-muted">{t('onboarding.notAvailable')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
