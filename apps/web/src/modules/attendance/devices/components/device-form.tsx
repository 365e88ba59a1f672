import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deviceInputSchema, type BranchRow, type DeviceRow, type ListPage } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { api } from '../../../../platform/api/client.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { deviceTypesQuery, refreshDevices, saveDeviceMutation, type DevicePayload } from '../api.ts';
import { deviceScreens } from '../devices.routes.tsx';

const FIELDS = ['name', 'serial_number', 'branch_id', 'device_type', 'clock_offset_minutes'] as const;
const shape = deviceInputSchema.shape;

const branchesQuery = {
  queryKey: ['organization', 'branches', 'choices'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ListPage<BranchRow>>('/organization/branches', { page: 1, perPage: 100 }, signal),
  staleTime: 60_000,
};

/** Register or edit a device: its name, serial number (what the clock calls in with), branch and type. */
export function DeviceForm({ record }: { record?: DeviceRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DevicePayload>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery(deviceTypesQuery());
  const branches = useQuery(branchesQuery);
  const save = useMutation({
    ...saveDeviceMutation(record?.id),
    onSuccess: async () => {
      await refreshDevices(queryClient);
      await navigate(deviceScreens.paths.all);
    },
    onError: (error) => showFieldErrors(form, error, i18n.t, { fields: FIELDS, scroll: true }),
  });
  return (
    <Panel className="cr-device-form" testId="device-form">
      <AppForm<DevicePayload>
        name="device"
        form={form}
        initialValues={
          record
            ? {
                name: record.name,
                serial_number: record.serial_number,
                branch_id: record.branch_id as number,
                device_type: record.device_type,
                clock_offset_minutes: record.clock_offset_minutes,
              }
            : { device_type: 'fingerprint', clock_offset_minutes: null }
        }
        onFinish={(values) =>
          save.mutate({ ...values, clock_offset_minutes: values.clock_offset_minutes ?? null })
        }
      >
        <Form.Item name="name" label={t('device.name')} rules={[schemaRule(shape.name, t)]}>
          <Input maxLength={150} placeholder={t('device.namePlaceholder')} data-testid="device-name" />
        </Form.Item>
        <Form.Item
          name="serial_number"
          label={t('device.serial')}
          extra={t('device.serialHint')}
          rules={[schemaRule(shape.serial_number, t)]}
        >
          <Input maxLength={64} autoComplete="off" data-testid="device-serial" />
        </Form.Item>
        <Form.Item name="branch_id" label={t('device.branch')} rules={[schemaRule(shape.branch_id, t)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={branches.isPending}
            options={(branches.data?.results ?? []).map((b) => ({ value: b.id, label: b.station_name }))}
            data-testid="device-branch"
          />
        </Form.Item>
        <Form.Item name="device_type" label={t('device.type')} rules={[schemaRule(shape.device_type, t)]}>
          <Select
            loading={types.isPending}
            options={(types.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
            data-testid="device-type"
          />
        </Form.Item>
        <Form.Item
          name="clock_offset_minutes"
          label={t('device.offset')}
          extra={t('device.offsetHint')}
          rules={[schemaRule(shape.clock_offset_minutes, t)]}
        >
          <InputNumber min={-720} max={840} step={15} precision={0} data-testid="device-offset" />
        </Form.Item>
        <div className="cr-device-actions">
          <Button onClick={() => void navigate(deviceScreens.paths.all)}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid="device-save"
          >
            {t('device.save')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
