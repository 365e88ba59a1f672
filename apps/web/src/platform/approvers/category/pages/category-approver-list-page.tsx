import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryApproverRow } from '@clockroom/contracts';
import { ConfirmDelete } from '../../../ui/confirm-delete.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  categoryApproverListQuery,
  deleteCategoryApproversMutation,
  refreshCategoryApprovers,
} from '../api.ts';
import { useListActionsColumn } from '../components/list-row-actions.tsx';
import { CreateLink } from '../../../ui/create-link.tsx';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import '../category-approvers.css';
import '../i18n.ts';

/**
 * settings/leave-approval and exemption/approval-settings (spec 2 §2): ID, employee group (the
 * description), no of approvers, view/edit/delete; + New Approver; several at once where the module
 * deletes a batch.
 */
export default function CategoryApproverListPage() {
  const { t } = useTranslation();
  const { screens, endpoints, text, edit, view } = useCategoryApproverScreens();
  // Leave deletes a batch (POST /delete); exemptions one id at a time.
  const deletesBatch = endpoints.delete.method === 'POST';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    ...deleteCategoryApproversMutation(endpoints),
    onSuccess: () => refreshCategoryApprovers(queryClient, endpoints),
  });
  const create = (testId: string) => (
    <CreateLink to={screens.create} label={t(text('create'))} testId={testId} />
  );

  const columns: TableColumnsType<CategoryApproverRow> = [
    { title: t('categoryApprovers.id'), dataIndex: 'id', width: 80, responsive: ['sm'] },
    {
      title: t(text('group')),
      dataIndex: 'description',
      render: (name: string, row) => <Link to={view(row.id)}>{name}</Link>,
    },
    { title: t('categoryApprovers.noOfApprovers'), dataIndex: 'no_approvals', align: 'right', width: 120 },
    useListActionsColumn<CategoryApproverRow>((row) => ({
      testId: 'category-approver',
      id: row.id,
      name: row.description,
      onView: () => void navigate({ to: view(row.id) }),
      editTo: { to: edit(row.id) },
      remove: {
        title: text('deleteTitle'),
        text: text('deleteText'),
        onConfirm: () => remove.mutateAsync([row.id]).catch(() => undefined),
      },
    })),
  ];

  return (
    <>
      <PageHeader
        title={t(text('title'))}
        subtitle={t(text('subtitle'))}
        extra={create('category-approver-create')}
      />
      <DataTable
        testId="category-approver-table"
        query={categoryApproverListQuery(endpoints)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t(text('search'))}
        bulkActions={
          deletesBatch
            ? (keys, clear) =>
                keys.length > 1 ? (
                  <ConfirmDelete
                    title={t(text('deleteSelectedTitle'))}
                    text={text('deleteSelectedText')}
                    onConfirm={() =>
                      remove
                        .mutateAsync(keys.map(Number))
                        .then(clear)
                        .catch(() => undefined)
                    }
                  >
                    <Button danger icon={<DeleteOutlined />} data-testid="category-approver-delete-selected">
                      {t(text('deleteSelected'))} ({keys.length})
                    </Button>
                  </ConfirmDelete>
                ) : null
            : undefined
        }
        empty={<EmptyState message={text('empty')}>{create('category-approver-create-empty')}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t(text('emptyFor'), { query })}
            clear={{
              onClick: clear,
              label: t('categoryApprovers.clearSearch'),
              testId: 'category-approver-clear-search',
            }}
          />
        )}
      />
      <div className="cr-ca-back">
        <Link to={screens.hub} data-testid="category-approver-hub">
          <ArrowLeftOutlined /> {t(screens.hubTitle)}
        </Link>
      </div>
    </>
  );
}
