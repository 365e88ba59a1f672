import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { deviceQuery } from '../api.ts';
import { DeviceForm } from '../components/device-form.tsx';
import { DeviceStateTag } from '../components/device-state-tag.tsx';
import '../i18n.ts';
import '../devices.css';

/** /admin/attendance/devices/edit/{id}. */
export default function DeviceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={deviceQuery(id)}
      title={t('device.editTitle')}
      subtitle={(r) => (
        <>
          {r.name} · {r.serial_number} <DeviceStateTag state={r.state} />
        </>
      )}
    >
      {(record) => <DeviceForm key={record.id} record={record} />}
    </RecordPage>
  );
}
