import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DeviceForm } from '../components/device-form.tsx';
import '../i18n.ts';
import '../devices.css';

/** /admin/attendance/devices/create: register a clock by its serial number. */
export default function DeviceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('device.createTitle')} subtitle={t('device.setupHint')} />
      <DeviceForm />
    </>
  );
}
