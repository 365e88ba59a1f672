import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { WorkRateForm } from '../components/work-rate-form.tsx';
import '../i18n.ts';
import '../overtime.css';

/** /admin/attendance/overtime/settings/work-rate/create */
export default function WorkRateCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('workRate.createTitle')} subtitle={t('workRate.subtitle')} />
      <WorkRateForm />
    </>
  );
}
