import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceInputSchema, type DeviceInput, type DeviceRow } from '@clockroom/contracts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { branchChoicesQuery, deviceTypesQuery, refreshDevices, saveDeviceMutation } from '../api.ts';
import { deviceScreens } from '../devices.routes.tsx';

const FIELDS = ['name', 'serial_number', 'branch_id', 'device_type', 'clock_offset_minutes'] as const;
const shape = deviceInputSchema.shape;

/** Register or edit a device: its name, serial number (what the clock calls in with), branch and type. */
export function DeviceForm({ record }: { record?: DeviceRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeviceInput>();
  const types = useQuery(deviceTypesQuery());
  const branches = useQuery(branchChoicesQuery());
  const save = useFormSave(form, {
    ...saveDeviceMutation(record?.id),
    refresh: refreshDevices,
    then: deviceScreens.paths.all,
    fieldErrors: { fields: FIELDS },
  });
  return (
    <PanelForm<DeviceInput>
      className="cr-device-form"
      name="device"
      form={form}
      facts={{ shape, labels: 'device', testIds: 'device' }}
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
      saving={save.isPending}
      cancel={deviceScreens.paths.all}
    >
      <TextField name="name" placeholder={t('device.namePlaceholder')} />
      <TextField
        name="serial_number"
        label={t('device.serial')}
        extra={t('device.serialHint')}
        maxLength={64}
        autoComplete="off"
        testId="device-serial"
      />
      <SelectField
        name="branch_id"
        search
        loading={branches.isPending}
        options={(branches.data?.results ?? []).map((b) => ({ value: b.id, label: b.station_name }))}
        testId="device-branch"
      />
      <SelectField
        name="device_type"
        label={t('device.type')}
        loading={types.isPending}
        options={(types.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
        testId="device-type"
      />
      <NumberField
        name="clock_offset_minutes"
        label={t('device.offset')}
        extra={t('device.offsetHint')}
        min={-720}
        max={840}
        step={15}
        precision={0}
        testId="device-offset"
      />
    </PanelForm>
  );
}
