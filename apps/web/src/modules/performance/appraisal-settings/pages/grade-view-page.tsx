import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Button, Descriptions } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { gradesQuery } from '../api.ts';
import { useGo } from '../components/go-link.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';

/** settings-grades/view/$id: one grade band. */
export default function GradeViewPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const go = useGo();
  const may = hasPermission(useCurrentUser(), 'manage appraisal settings');
  const { id } = useParams({ strict: false });
  const list = useQuery(gradesQuery());
  const record = list.data?.results.find((r) => r.id === Number(id));
  return (
    <>
      <PageHeader
        back
        title={t('apprSet.gradesTitle')}
        subtitle={record?.name}
        extra={
          record && may ? (
            <Button icon={<EditOutlined />} onClick={() => void go(links.gradeEdit(record.id))} data-testid="grade-view-edit">
              {t('apprSet.edit')}
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : !record ? (
        <EmptyState message={t('apprSet.notFound')} />
      ) : (
        <Panel testId="grade-view">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('apprSet.name'), children: record.name },
              { key: 'band', label: t('apprSet.band'), children: `${record.min_score} – ${record.max_score}` },
              { key: 'description', label: t('apprSet.description'), children: record.description ?? '–' },
            ]}
          />
        </Panel>
      )}
    </>
  );
}
