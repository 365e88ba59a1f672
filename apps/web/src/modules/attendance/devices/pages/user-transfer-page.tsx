import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Checkbox, Flex, Form, Table, Tag, type TableColumnsType } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceUser } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import {
  deviceUsersQuery,
  refreshDevices,
  sendCommandMutation,
  transactionQuery,
  transferUsersMutation,
} from '../api.ts';
import { CommandLog } from '../components/command-log.tsx';
import { TransactionStateTag } from '../components/command-status.tsx';
import { DeviceSelect } from '../components/device-select.tsx';
import { DeviceTabs } from '../components/device-tabs.tsx';
import { deviceScreens } from '../devices.routes.tsx';
import '../i18n.ts';
import '../devices.css';

/** The result of the last operation sent from this screen, followed live. */
function Sent({ id }: { id: number }) {
  const { t } = useTranslation();
  const tx = useQuery(transactionQuery(id));
  const pending = tx.data?.state !== 'completed' && tx.data?.state !== 'failed';
  return (
    <Panel testId="transfer-results">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h2 className="cr-device-subtitle">
          {t('device.commandResults')} {tx.data ? <TransactionStateTag state={tx.data.state} /> : null}
        </h2>
        <Link {...deviceScreens.paths.log(id)}>{t('device.openLog')}</Link>
      </Flex>
      {pending ? (
        <Alert type="info" showIcon title={t('device.logPending')} className="cr-device-section" />
      ) : null}
      <div className="cr-device-section">
        <CommandLog key={String(pending)} transactionId={id} pending={pending} />
      </div>
    </Panel>
  );
}

/**
 * /admin/attendance/devices/user-transfer: pick a source device, its users, and a target; the
 * server queries the source, then writes each user (and fingerprints) to the target (ADR 26).
 */
export default function UserTransferPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [pins, setPins] = useState<string[]>([]);
  const [move, setMove] = useState(false);
  const [page, setPage] = useState({ page: 1, perPage: 10 });
  const [sent, setSent] = useState<number | null>(null);
  const users = useQuery(deviceUsersQuery(source, page));
  const onSent = async (id: number) => {
    setSent(id);
    setPins([]);
    await refreshDevices(queryClient);
  };
  const transfer = useMutation({
    ...transferUsersMutation(),
    onSuccess: (res) => onSent(res.data.transaction_id),
  });
  const ask = useMutation({ ...sendCommandMutation(), onSuccess: (res) => onSent(res.data.transaction_id) });

  const columns: TableColumnsType<DeviceUser> = [
    { title: t('device.pin'), dataIndex: 'pin' },
    { title: t('device.userName'), dataIndex: 'name', render: (v: string | null) => v ?? '—' },
    {
      title: t('device.employee'),
      dataIndex: 'employee',
      responsive: ['sm'],
      render: (v: DeviceUser['employee']) => (v ? v.name : <Tag>{t('device.noEmployee')}</Tag>),
    },
    { title: t('device.templates'), dataIndex: 'templates', responsive: ['md'] },
  ];

  return (
    <>
      <PageHeader title={t('device.transferTitle')} subtitle={t('device.transferSubtitle')} />
      <DeviceTabs active="transfer" />
      <Panel testId="transfer-form">
        <Form layout="vertical">
          <Form.Item label={t('device.source')}>
            <DeviceSelect<number | null>
              value={source}
              onChange={(v) => {
                setSource(v);
                setPins([]);
                setPage({ page: 1, perPage: 10 });
              }}
              exclude={target === null ? [] : [target]}
              testId="transfer-source"
            />
          </Form.Item>
          <Form.Item label={t('device.pickUsers')}>
            {source === null ? (
              <span className="cr-muted">{t('device.pickSourceFirst')}</span>
            ) : (
              <Table<DeviceUser>
                rowKey="pin"
                size="small"
                columns={columns}
                loading={users.isFetching}
                dataSource={users.data?.results ?? []}
                scroll={{ x: 'max-content' }}
                rowSelection={{
                  selectedRowKeys: pins,
                  onChange: (keys) => setPins(keys.map(String)),
                  preserveSelectedRowKeys: true,
                }}
                pagination={{
                  current: page.page,
                  pageSize: page.perPage,
                  total: users.data?.total ?? 0,
                  onChange: (p, size) => setPage({ page: p, perPage: size }),
                }}
                locale={{
                  emptyText: users.isPending ? (
                    <div className="cr-table-placeholder" />
                  ) : (
                    <EmptyState message={t('device.noDeviceUsers')}>
                      <Button
                        onClick={() => ask.mutate({ device_ids: [source], command: 'QUERY USERS' })}
                        loading={ask.isPending}
                        data-testid="transfer-query-users"
                      >
                        {t('device.queryUsers')}
                      </Button>
                    </EmptyState>
                  ),
                }}
                data-testid="transfer-users"
              />
            )}
          </Form.Item>
          <Form.Item label={t('device.target')}>
            <DeviceSelect<number | null>
              value={target}
              onChange={setTarget}
              exclude={source === null ? [] : [source]}
              testId="transfer-target"
            />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={move} onChange={(e) => setMove(e.target.checked)} data-testid="transfer-move">
              {t('device.deleteFromSource')}
            </Checkbox>
          </Form.Item>
          <div className="cr-device-actions">
            <Button
              type="primary"
              icon={<SwapOutlined />}
              disabled={source === null || target === null || pins.length === 0}
              loading={transfer.isPending}
              onClick={() =>
                source !== null &&
                target !== null &&
                transfer.mutate({
                  source_device_id: source,
                  target_device_id: target,
                  pins,
                  delete_from_source: move,
                })
              }
              data-testid="transfer-submit"
            >
              {t('device.transfer', { count: pins.length })}
            </Button>
          </div>
        </Form>
      </Panel>
      {sent !== null ? <Sent key={sent} id={sent} /> : null}
    </>
  );
}
