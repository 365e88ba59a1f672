import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { locationQuery } from '../api.ts';
import { LocationForm } from '../components/location-form.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** /admin/attendance/mobile-clocks/settings/location/edit/{id} */
export default function LocationEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={locationQuery(id)} title={t('mobileClock.editLocation')} subtitle={(r) => r.name}>
      {(record) => <LocationForm key={record.id} record={record} />}
    </RecordPage>
  );
}
