import { Link } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type ApplicationSummary } from '@clockroom/contracts';
import { trackingScreens } from '../tracking.routes.tsx';
import { fullName, StageTag } from './stages.tsx';

/**
 * The candidate tables' columns (the candidate database and the hired list): the name linking to the
 * candidate's page in that list, their email under it, the posting, the stage where the list has
 * several, the source and the day they applied. An erased candidate shows as erased, without email.
 */
export function useCandidateColumns(list: 'candidate' | 'hired'): TableColumnsType<ApplicationSummary> {
  const { t } = useTranslation();
  const { paths } = trackingScreens;
  return [
    {
      title: t('rt.name'),
      key: 'name',
      render: (_v, row) => (
        <span className="cr-wrap">
          <Link
            {...(list === 'hired' ? paths.hiredView(row.id) : paths.view(row.id))}
            data-testid={`${list}-link-${row.id}`}
          >
            {row.erased ? t('rt.erased') : fullName(row)}
          </Link>
          <span className="cr-muted cr-small">{row.erased ? '' : row.email}</span>
        </span>
      ),
    },
    { title: t('rt.posting'), dataIndex: 'job_posting_title', responsive: ['md'] },
    ...(list === 'hired'
      ? []
      : [
          {
            title: t('rt.status'),
            dataIndex: 'status',
            render: (s: ApplicationSummary['status']) => <StageTag status={s} />,
          },
        ]),
    {
      title: t('rt.source'),
      dataIndex: 'source',
      responsive: ['lg'],
      render: (s: ApplicationSummary['source']) => t(`rt.src.${s}`),
    },
    {
      title: t('rt.appliedOn'),
      dataIndex: 'created_at',
      responsive: ['sm'],
      render: (v: string) => formatDate(v),
    },
  ];
}
