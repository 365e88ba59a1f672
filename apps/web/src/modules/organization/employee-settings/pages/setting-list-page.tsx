import { useState } from 'react';
import { Button, Flex, Segmented, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SETTINGS, type EmployeeSettingKind, type EmployeeSettingRow } from '@clockroom/contracts';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { deleteEmployeeSettingMutation, employeeSettingsKey, employeeSettingsPageQuery } from '../api.ts';
import { SettingFormModal } from '../components/setting-form-modal.tsx';
import { SETTING_SECTIONS, SETTINGS_BASE, isSettingSection, type SettingSection } from '../sections.ts';
import '../i18n.ts';
import '../employee-settings.css';

/**
 * The one screen behind settings/types, /grades, /categories and /designation: search, paging, add
 * and edit in a modal, delete after confirmation (refused up front while employees hold the value).
 */
export default function SettingListPage() {
  const { section } = useParams({ strict: false }) as { section?: string };
  const current: SettingSection = section && isSettingSection(section) ? section : 'types';
  // Keyed by kind so switching lists starts a fresh form and table state.
  return <SettingList key={current} section={current} kind={SETTING_SECTIONS[current]} />;
}

function SettingList({ section, kind }: { section: SettingSection; kind: EmployeeSettingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<EmployeeSettingRow | 'new' | null>(null);
  const field = EMPLOYEE_SETTINGS[kind].field;
  const refresh = () => queryClient.invalidateQueries({ queryKey: employeeSettingsKey(kind) });
  const remove = useMutation({ ...deleteEmployeeSettingMutation(kind), onSuccess: refresh });

  const columns: TableColumnsType<EmployeeSettingRow> = [
    {
      title: t(`employeeSettings.${kind}.name`),
      dataIndex: field,
      render: (v: string) => <strong className="cr-setting-name">{v}</strong>,
    },
    {
      title: t('employeeSettings.description'),
      dataIndex: 'description',
      responsive: ['md'],
      render: (v: string | null) =>
        v ? <span className="cr-wrap">{v}</span> : <span className="cr-muted">{t('common.na')}</span>,
    },
    {
      title: t('employeeSettings.employees'),
      dataIndex: 'employees_count',
      align: 'right',
      width: 110,
      render: (v: number) => <Tag color={v > 0 ? 'blue' : undefined}>{v}</Tag>,
    },
    {
      title: t('words.actions'),
      key: 'actions',
      width: 100,
      // Stays in view on phones, where the table scrolls sideways.
      fixed: 'right',
      render: (_v, row) => {
        const name = row[field] ?? '';
        const inUse = row.employees_count > 0;
        return (
          <Flex gap={4}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('words.edit')} ${name}`}
              data-testid={`setting-edit-${row.id}`}
              onClick={() => setEditing(row)}
            />
            {inUse ? (
              <Tooltip title={t('employeeSettings.inUse', { count: row.employees_count })}>
                <span>
                  <Button
                    type="text"
                    danger
                    disabled
                    icon={<DeleteOutlined />}
                    aria-label={`${t('words.delete')} ${name}`}
                    data-testid={`setting-delete-${row.id}`}
                  />
                </span>
              </Tooltip>
            ) : (
              <ConfirmDelete
                title={t('employeeSettings.deleteTitle', { name })}
                onConfirm={() => remove.mutateAsync(row.id)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('words.delete')} ${name}`}
                  data-testid={`setting-delete-${row.id}`}
                />
              </ConfirmDelete>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t(`employeeSettings.${kind}.title`)}
        subtitle={t(`employeeSettings.${kind}.intro`)}
        back
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="setting-add"
          >
            {t(`employeeSettings.${kind}.add`)}
          </Button>
        }
      />
      <nav className="cr-settings-switch" aria-label={t('employeeSettings.sections')}>
        <Segmented<SettingSection>
          value={section}
          onChange={(next) => void navigate({ to: `${SETTINGS_BASE}/${next}` })}
          options={(Object.keys(SETTING_SECTIONS) as SettingSection[]).map((s) => ({
            value: s,
            label: t(`employeeSettings.${SETTING_SECTIONS[s]}.title`),
          }))}
          data-testid="settings-switch"
        />
      </nav>
      <DataTable
        testId="settings-table"
        query={(params) => employeeSettingsPageQuery(kind, params)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t(`employeeSettings.${kind}.search`)}
        empty={
          <EmptyState message={t(`employeeSettings.${kind}.empty`)}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t(`employeeSettings.${kind}.add`)}
            </Button>
          </EmptyState>
        }
      />
      <SettingFormModal
        kind={kind}
        value={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}
