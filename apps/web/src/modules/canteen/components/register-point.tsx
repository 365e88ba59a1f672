import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CANTEEN_MESSAGES as M, type CanteenPoint } from '@clockroom/contracts';
import { AppForm } from '../../../platform/ui/app-form.tsx';
import { requiredRule } from '../../../platform/ui/form-rules.ts';
import { useFormSave } from '../../../platform/ui/use-form-save.ts';
import { createPointMutation, devicesQuery, refreshCanteen } from '../api.ts';

interface Values {
  device_id: number | undefined;
  name: string;
}

/** Registers one of the company's clocks (not a point yet) as a canteen point. */
export function RegisterPoint({ points }: { points: readonly CanteenPoint[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const devices = useQuery(devicesQuery());
  const taken = new Set(points.map((p) => p.device_id));
  const save = useFormSave(form, {
    ...createPointMutation(),
    refresh: refreshCanteen,
    onSuccess: () => {
      form.resetFields();
      void client.invalidateQueries({ queryKey: ['canteen'] });
    },
    fieldErrors: { fields: ['device_id', 'name'] },
  });
  const options = (devices.data?.results ?? [])
    .filter((d) => !taken.has(d.id))
    .map((d) => ({ value: d.id, label: `${d.name} (${d.serial_number})` }));
  return (
    <AppForm<Values>
      name="canteen-point"
      form={form}
      className="cr-canteen-register"
      initialValues={{ device_id: undefined, name: '' }}
      onFinish={(v) => save.mutate({ device_id: v.device_id ?? 0, name: v.name })}
    >
      <Form.Item
        name="device_id"
        label={t('canteen.device')}
        rules={[{ required: true, message: t(M.deviceInvalid) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('canteen.devicePlaceholder')}
          options={options}
          loading={devices.isPending}
          data-testid="canteen-point-device"
        />
      </Form.Item>
      <Form.Item name="name" label={t('canteen.pointName')} rules={[requiredRule(M.pointNameRequired, t)]}>
        <Input maxLength={150} data-testid="canteen-point-name" />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusOutlined />}
          loading={save.isPending}
          data-testid="canteen-point-save"
        >
          {t('canteen.registerPoint')}
        </Button>
      </Form.Item>
    </AppForm>
  );
}
