import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SYSTEM_SETTINGS_PERMISSIONS as P, hasPermission, type PublicHoliday } from '@clockroom/contracts';
import { errorNotice } from '../../../../../platform/notify/error-notice.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { ConfirmDelete } from '../../../../../platform/ui/confirm-delete.tsx';
import { DateText } from '../../../../../platform/ui/date-text.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { deleteHolidayMutation, holidaysKey, holidaysQuery } from '../api.ts';
import '../../i18n.ts';
import '../../system-settings.css';

// The form (DatePicker, Modal) loads on first use: the list stays within its chunk budget.
const HolidayFormModal = lazy(() =>
  import('../components/holiday-form-modal.tsx').then((m) => ({ default: m.HolidayFormModal })),
);

/** A recurring holiday first dated in an earlier year falls on the same day of the chosen year. */
function dateInYear(h: PublicHoliday, year: number): string {
  return h.recurring ? `${year}${h.date.slice(4)}` : h.date;
}

/** Spec ambiguity 8: the public-holidays API had no screen; this is it (list by year, add, edit, delete). */
export default function PublicHolidaysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const canManage = hasPermission(user, P.manageHolidays);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<PublicHoliday | 'new' | null>(null);
  const holidays = useQuery({ ...holidaysQuery(year), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: holidaysKey });
  const remove = useMutation({ ...deleteHolidayMutation(), onSuccess: refresh });
  const failure = holidays.isError ? errorNotice(holidays.error) : null;

  const columns: TableColumnsType<PublicHoliday> = [
    { title: t('holidays.name'), dataIndex: 'name' },
    {
      title: t('holidays.date'),
      key: 'date',
      render: (_v, h) => <DateText value={dateInYear(h, year)} />,
    },
    {
      title: t('holidays.day'),
      key: 'day',
      responsive: ['sm'],
      render: (_v, h) => t(`weekday.${((dayjs(dateInYear(h, year)).day() + 6) % 7) + 1}`),
    },
    {
      title: t('holidays.recurring'),
      dataIndex: 'recurring',
      render: (v: boolean) =>
        v ? <Tag color="blue">{t('holidays.recurringTag')}</Tag> : <Tag>{t('holidays.oneOff')}</Tag>,
    },
    ...(canManage
      ? [
          {
            title: t('words.actions'),
            key: 'actions',
            width: 110,
            render: (_v: unknown, h: PublicHoliday) => (
              <Flex gap={4}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('holidays.edit')}
                  data-testid={`holiday-edit-${h.id}`}
                  onClick={() => setEditing(h)}
                />
                <ConfirmDelete
                  title="holidays.deleteConfirm"
                  text={h.name}
                  onConfirm={() => remove.mutateAsync(h.id)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('holidays.delete')}
                    data-testid={`holiday-delete-${h.id}`}
                  />
                </ConfirmDelete>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('holidays.title')}
        subtitle={t('holidays.subtitle')}
        back
        extra={
          canManage ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="holiday-add"
            >
              {t('holidays.add')}
            </Button>
          ) : null
        }
      />
      <Panel
        title={
          <Flex gap={8} align="center">
            <span>{t('holidays.year')}</span>
            <Select
              value={year}
              onChange={setYear}
              data-testid="holiday-year"
              aria-label={t('holidays.year')}
              style={{ width: 110 }}
              options={[-2, -1, 0, 1, 2].map((d) => ({ value: thisYear + d, label: String(thisYear + d) }))}
            />
          </Flex>
        }
        testId="holidays-panel"
      >
        {failure ? (
          <EmptyState message={failure.title}>
            <Button onClick={() => void holidays.refetch()}>{t('common.retry')}</Button>
          </EmptyState>
        ) : (
          <Table<PublicHoliday>
            rowKey="id"
            data-testid="holidays-table"
            columns={columns}
            dataSource={holidays.data?.results ?? []}
            loading={holidays.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: holidays.isPending ? (
                <div className="cr-table-placeholder" />
              ) : (
                <EmptyState message={t('holidays.empty', { year })} />
              ),
            }}
          />
        )}
      </Panel>
      {editing === null ? null : (
        <Suspense fallback={null}>
          <HolidayFormModal
            holiday={editing}
            defaultYear={year}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
