import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Form } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshDevices, synchronizeMutation } from '../api.ts';
import { DeviceSelect } from '../components/device-select.tsx';
import { DeviceTabs } from '../components/device-tabs.tsx';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { deviceScreens } from '../devices.routes.tsx';
import '../i18n.ts';
import '../devices.css';

/**
 * /admin/attendance/workshift/synchronize: employees' PINs and names go to the devices as
 * `DATA UPDATE USERINFO` commands; the log then shows each device's answer.
 */
export default function SynchronizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [devices, setDevices] = useState<number[]>([]);
  const [employees, setEmployees] = useState<number[]>([]);
  const sync = useMutation({
    ...synchronizeMutation(),
    onSuccess: async (res) => {
      await refreshDevices(queryClient);
      await navigate(deviceScreens.paths.log(res.data.transaction_id));
    },
  });
  return (
    <>
      <PageHeader title={t('device.syncTitle')} subtitle={t('device.syncSubtitle')} />
      <DeviceTabs active="synchronize" />
      <Panel className="cr-device-form" testId="synchronize-form">
        <Form
          layout="vertical"
          onFinish={() => sync.mutate({ device_ids: devices, employee_ids: employees })}
        >
          <Form.Item label={t('device.syncDevices')} extra={t('device.syncDevicesHint')}>
            <DeviceSelect<number[]>
              multiple
              value={devices}
              onChange={setDevices}
              testId="synchronize-devices"
            />
          </Form.Item>
          <Form.Item label={t('device.syncEmployees')} extra={t('device.syncEmployeesHint')}>
            <EmployeePicker
              multiple
              value={employees}
              onChange={setEmployees}
              className="cr-device-picker"
              testId="synchronize-employees"
            />
          </Form.Item>
          <div className="cr-device-actions">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SyncOutlined />}
              loading={sync.isPending}
              data-testid="synchronize-submit"
            >
              {t('device.sync')}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
