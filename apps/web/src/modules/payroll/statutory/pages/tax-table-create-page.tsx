import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { taxTablePageQuery } from '../api.ts';
import { TaxTableForm } from '../components/tax-table-form.tsx';
import '../i18n.ts';
import '../statutory.css';

/** /admin/payroll/pay-package/settings/statutory-deductions/create: starts as a copy of the newest version. */
export default function TaxTableCreatePage() {
  const { t } = useTranslation();
  const newest = useQuery(taxTablePageQuery({ page: 1, perPage: 1 }));
  return (
    <>
      <PageHeader back title={t('statutory.createTitle')} subtitle={t('statutory.subtitle')} />
      {newest.isPending ? <PageLoading /> : <TaxTableForm template={newest.data?.results[0]} />}
    </>
  );
}
