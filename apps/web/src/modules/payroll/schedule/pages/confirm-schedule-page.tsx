import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { Button, Descriptions, Modal, Result, Skeleton, type ButtonProps } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ScheduleConfirmation } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { confirmScheduleMutation, refreshSchedule, scheduleViewQuery } from '../api.ts';
import { adminScheduleScreens } from '../schedule.routes.tsx';
import { useMoneyText } from '../../reports/money-text.ts';
import { filterOf, scheduleSearchOf, searchOf } from '../schedule-search.ts';
import { UploadForPayment } from '../../../payments/index.ts';
import '../i18n.ts';
import '../schedule.css';

// Never sent: the query is disabled until the address names a month and a year.
const NO_FILTER = { month: 1, year: 2000, branch_ids: [], department_ids: [], group_ids: [] };

/**
 * /admin/payroll/salary-management/payment-schedule/confirm (spec 3 §2; ADR 41): the chosen month's
 * scope, its count and totals, confirmed after a dialog that says what it does; then a success state.
 * The server checks the rows are still what a run computes, and says so when they are not.
 */
export default function ConfirmSchedulePage() {
  const { t } = useTranslation();
  const money = useMoneyText();
  const queryClient = useQueryClient();
  const search = scheduleSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = filterOf(search);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<ScheduleConfirmation | null>(null);
  const view = useQuery({
    ...scheduleViewQuery(filter ?? NO_FILTER, { page: 1, perPage: 1 }),
    enabled: filter !== null,
  });
  const confirm = useMutation({
    ...confirmScheduleMutation(),
    onSuccess: (answer) => {
      setAsking(false);
      setDone(answer.data);
      void refreshSchedule(queryClient);
    },
    onError: () => setAsking(false),
  });
  const period = filter
    ? `${dayjs()
        .month(filter.month - 1)
        .format('MMMM')} ${filter.year}`
    : '';
  const back = (
    <Link {...adminScheduleScreens.paths.schedule} search={searchOf(search) as never}>
      <Button tabIndex={-1} data-testid="confirm-back">
        {t('salarySchedule.backToSchedule')}
      </Button>
    </Link>
  );
  const header = (
    <PageHeader
      back
      title={t('salarySchedule.confirmTitle')}
      subtitle={period ? t('salarySchedule.confirmSubtitle', { period }) : undefined}
    />
  );

  if (!filter)
    return (
      <>
        {header}
        <Panel>
          <EmptyState message={t('salarySchedule.pickFirst')}>{back}</EmptyState>
        </Panel>
      </>
    );
  if (done)
    return (
      <>
        {header}
        <Panel testId="confirm-done">
          <Result
            status="success"
            title={t('salarySchedule.confirmedTitle', { period })}
            subTitle={t('salarySchedule.confirmedText', { count: done.confirmed + done.already_confirmed })}
            extra={back}
          />
        </Panel>
        <UploadForPayment filter={filter} />
      </>
    );
  if (view.isError)
    return (
      <>
        {header}
        <PageError error={view.error} onRetry={() => void view.refetch()} />
      </>
    );
  const page = view.data;
  const scope =
    search.branches.length + search.departments.length + search.groups.length === 0
      ? t('salarySchedule.selectionAll')
      : t('salarySchedule.selectionSome', {
          branches: search.branches.length,
          departments: search.departments.length,
          groups: search.groups.length,
        });
  return (
    <>
      {header}
      <Panel title={t('salarySchedule.confirmScope')} testId="confirm-scope">
        {!page ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <>
            <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
              <Descriptions.Item label={t('salarySchedule.period')}>{period}</Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.selection')}>{scope}</Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.toConfirm')}>
                <span data-testid="confirm-open">{page.open}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.alreadyConfirmed')}>
                {page.confirmed}
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.grossPay')}>
                {money.naira(page.grand_totals.gross_pay)}
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.paye')}>
                {money.naira(page.grand_totals.paye)}
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.pensionEmployee')}>
                {money.naira(page.grand_totals.pension_employee)}
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.nhf')}>
                {money.naira(page.grand_totals.nhf)}
              </Descriptions.Item>
              <Descriptions.Item label={t('salarySchedule.netPay')}>
                <strong data-testid="confirm-net">{money.naira(page.grand_totals.net_pay)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <div className="cr-schedule-confirm-actions">
              {back}
              {page.open > 0 ? (
                <Button
                  type="primary"
                  icon={<CheckCircleOutlined />}
                  onClick={() => setAsking(true)}
                  data-testid="confirm-open-dialog"
                >
                  {t('salarySchedule.confirm')}
                </Button>
              ) : (
                <span className="cr-muted" data-testid="confirm-nothing">
                  {t('salarySchedule.nothingOpen')}
                </span>
              )}
            </div>
          </>
        )}
      </Panel>
      {/* A month with every row confirmed can be paid (issue 21). */}
      {page && page.open === 0 && page.confirmed > 0 ? <UploadForPayment filter={filter} /> : null}
      <Modal
        open={asking}
        title={t('salarySchedule.confirmDialogTitle', { period })}
        okText={t('salarySchedule.confirm')}
        cancelText={t('salarySchedule.cancel')}
        confirmLoading={confirm.isPending}
        onOk={() => confirm.mutate(filter)}
        onCancel={() => setAsking(false)}
        okButtonProps={{ 'data-testid': 'confirm-ok' } as ButtonProps}
      >
        <p>
          {t('salarySchedule.confirmDialogText', {
            count: page?.open ?? 0,
            net: page ? money.naira(page.grand_totals.net_pay) : '',
          })}
        </p>
      </Modal>
    </>
  );
}
