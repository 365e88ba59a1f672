import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { shiftQuery } from '../api.ts';
import { ShiftForm } from '../components/shift-form.tsx';
import '../shifts.css';
import '../i18n.ts';

export default function ShiftEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={shiftQuery(id)} title={t('shifts.editTitle')} subtitle={(s) => s.name}>
      {(s) => <ShiftForm key={s.id} shift={s} />}
    </RecordPage>
  );
}
