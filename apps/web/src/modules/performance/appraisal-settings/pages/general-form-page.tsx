import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { generalListQuery } from '../api.ts';
import { GeneralForm } from '../components/general-form.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

/** settings-general/create and settings-general/edit?id=: a general setting's form. */
export default function GeneralFormPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const search: { id?: unknown } = useSearch({ strict: false });
  const id = Number(search.id);
  const editing = Number.isSafeInteger(id) && id > 0;
  const list = useQuery({ ...generalListQuery(), enabled: editing });
  const record = list.data?.results.find((r) => r.id === id);
  return (
    <>
      <PageHeader
        back
        title={t(editing ? 'apprSet.editGeneral' : 'apprSet.createGeneral')}
        subtitle={record?.name}
      />
      {!editing ? (
        <GeneralForm then={links.generalList} />
      ) : list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : record ? (
        <GeneralForm key={record.id} record={record} then={links.generalList} />
      ) : (
        <EmptyState message={t('apprSet.notFound')} />
      )}
    </>
  );
}
