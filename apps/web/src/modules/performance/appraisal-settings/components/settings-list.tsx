import type { ReactNode, ReactElement } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type EndpointDefinition, type ListPage } from '@clockroom/contracts';
import { deleteMutation } from '../../../../platform/api/record-mutations.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshSettings } from '../api.ts';
import type { Target } from '../links.ts';
import { useGo } from './go-link.tsx';

interface Row {
  id: number;
}

/** Where a button goes: a screen, or something done on this one (the appraisers' drawer). */
type Action = Target | (() => void);

interface SettingsListProps<T extends Row> {
  title: string;
  subtitle: string;
  testId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list call's key and page (more than its rows)
  query: UseQueryOptions<any, Error, ListPage<T>, any>;
  columns: TableColumnsType<T>;
  create: { label: string; target: Action };
  view?: (id: number) => Target;
  edit: (row: T) => Action | null;
  /** The row's delete call (`DELETE …/:id`). */
  remove: EndpointDefinition;
  empty: string;
  /** The row's name in the buttons' words and the delete question (its `name` unless said). */
  nameOf?: (row: T) => string;
  /** Shown above the table (a note on the bands, the default rule). */
  note?: ReactNode;
}

/**
 * A settings list (all rows at once: settings are few): the header with Create, the table whose
 * rows open, edit and delete with buttons, each shown only to those who may manage the settings.
 */
export function SettingsList<T extends Row>(props: SettingsListProps<T>): ReactElement {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useGo();
  const go = (action: Action) => (typeof action === 'function' ? action() : void navigate(action));
  const nameOf = props.nameOf ?? ((row: T) => (row as T & { name: string }).name);
  const qc = useQueryClient();
  const may = hasPermission(user, 'manage appraisal settings');
  const list = useQuery(props.query);
  const remove = useMutation({ ...deleteMutation(props.remove), onSuccess: () => refreshSettings(qc) });
  const icon = (label: string, node: ReactNode, onClick: () => void, id: string, name: string) => (
    <Tooltip title={label}>
      <Button type="text" icon={node} aria-label={`${label} ${name}`} onClick={onClick} data-testid={id} />
    </Tooltip>
  );
  const actions: TableColumnsType<T>[number] = {
    title: t('apprSet.actions'),
    key: 'actions',
    width: 130,
    render: (_v, row) => {
      const name = nameOf(row);
      const edit = may ? props.edit(row) : null;
      const view = props.view?.(row.id);
      return (
        <Flex gap={4}>
          {view
            ? icon(t('apprSet.view'), <EyeOutlined />, () => go(view), `${props.testId}-view-${row.id}`, name)
            : null}
          {edit
            ? icon(
                t('apprSet.edit'),
                <EditOutlined />,
                () => go(edit),
                `${props.testId}-edit-${row.id}`,
                name,
              )
            : null}
          {may ? (
            <ConfirmDelete
              title={t('apprSet.deleteTitle', { name })}
              text="apprSet.deleteText"
              onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('apprSet.delete')} ${name}`}
                data-testid={`${props.testId}-delete-${row.id}`}
              />
            </ConfirmDelete>
          ) : null}
        </Flex>
      );
    },
  };
  return (
    <>
      <PageHeader
        back
        title={props.title}
        subtitle={props.subtitle}
        extra={
          may ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => go(props.create.target)}
              data-testid={`${props.testId}-create`}
            >
              {props.create.label}
            </Button>
          ) : null
        }
      />
      {props.note}
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Panel testId={`${props.testId}-panel`}>
          <Table<T>
            rowKey="id"
            size="middle"
            loading={list.isPending}
            dataSource={list.data?.results ?? []}
            columns={[...props.columns, actions]}
            pagination={{ hideOnSinglePage: true, pageSize: 20 }}
            scroll={{ x: 'max-content' }}
            data-testid={`${props.testId}-table`}
            locale={{
              emptyText: list.isPending ? (
                <div className="cr-table-placeholder" />
              ) : (
                <EmptyState message={props.empty} />
              ),
            }}
          />
        </Panel>
      )}
    </>
  );
}
