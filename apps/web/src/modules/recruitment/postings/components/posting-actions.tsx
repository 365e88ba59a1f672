import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type JobPosting } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { postingScreens } from '../../recruitment.routes.tsx';
import { deletePostingMutation, publishMutation, refreshPostings } from '../api.ts';
import '../i18n.ts';

/** A posting's actions (view, edit, publish or unpublish, delete), each for those allowed. */
export function usePostingActions(opts: { withView: boolean; afterDelete?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const publish = useMutation({ ...publishMutation(), onSuccess: () => refreshPostings(qc) });
  const remove = useMutation({
    ...deletePostingMutation(),
    onSuccess: async () => {
      await refreshPostings(qc);
      opts.afterDelete?.();
    },
  });
  const canEdit = hasPermission(user, 'edit job posting');
  const canDelete = hasPermission(user, 'delete job posting');
  const quietly = (p: Promise<unknown>) => p.catch(() => undefined);
  return (p: JobPosting): RowAction[] => {
    const name = p.title;
    const live = p.status === 'published';
    return [
      ...(opts.withView
        ? [
            {
              key: 'view',
              label: t('recruit.view'),
              icon: <EyeOutlined />,
              testId: `posting-view-${p.id}`,
              onClick: () => void navigate(postingScreens.paths.view(p.id)),
            },
          ]
        : []),
      ...(canEdit
        ? [
            {
              key: 'edit',
              label: t('recruit.edit'),
              icon: <EditOutlined />,
              testId: `posting-edit-${p.id}`,
              onClick: () => void navigate(postingScreens.paths.edit(p.id)),
            },
            {
              key: live ? 'unpublish' : 'publish',
              label: t(live ? 'posting.unpublish' : 'posting.publish'),
              icon: live ? <CloudDownloadOutlined /> : <CloudUploadOutlined />,
              testId: `posting-${live ? 'unpublish' : 'publish'}-${p.id}`,
              confirm: {
                title: t(live ? 'posting.unpublishTitle' : 'posting.publishTitle', { name }),
                text: t(live ? 'posting.unpublishText' : 'posting.publishText'),
                okText: t(live ? 'posting.unpublish' : 'posting.publish'),
                cancelText: t('common.cancel'),
                onConfirm: () => quietly(publish.mutateAsync({ id: p.id, publish: !live })),
              },
            },
          ]
        : []),
      ...(canDelete
        ? [
            {
              key: 'delete',
              label: t('recruit.delete'),
              icon: <DeleteOutlined />,
              danger: true,
              testId: `posting-delete-${p.id}`,
              confirm: {
                title: t('posting.deleteTitle', { name }),
                text: t('posting.deleteText'),
                okText: t('recruit.delete'),
                cancelText: t('common.cancel'),
                onConfirm: () => quietly(remove.mutateAsync(p.id)),
              },
            },
          ]
        : []),
    ];
  };
}
