import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { branchQuery } from '../api.ts';
import { BranchForm } from '../components/branch-form.tsx';
import '../i18n.ts';

export default function BranchEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={branchQuery(id)}
      title={t('branch.editTitle')}
      subtitle={(branch) => branch.station_name}
    >
      {(branch) => <BranchForm key={branch.id} branch={branch} />}
    </RecordPage>
  );
}
