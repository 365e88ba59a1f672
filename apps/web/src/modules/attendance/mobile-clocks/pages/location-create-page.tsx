import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LocationForm } from '../components/location-form.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** /admin/attendance/mobile-clocks/settings/location/create */
export default function LocationCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={t('mobileClock.createLocation')}
        subtitle={t('mobileClock.locationsSubtitle')}
      />
      <LocationForm />
    </>
  );
}
