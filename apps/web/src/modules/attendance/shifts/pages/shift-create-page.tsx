import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ShiftForm } from '../components/shift-form.tsx';
import '../shifts.css';
import '../i18n.ts';

export default function ShiftCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('shifts.createTitle')} subtitle={t('shifts.subtitle')} />
      <ShiftForm />
    </>
  );
}
