import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FENCE_RADIUS,
  mobileClockLocationInputSchema,
  type MobileClockLocationInput,
  type MobileClockLocationRow,
} from '@clockroom/contracts';
import { FieldRow } from '../../../../platform/ui/field-row.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { branchOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshMobileClocks, saveLocationMutation } from '../api.ts';
import { positionFailureKey, readPosition } from '../geolocation.ts';
import { adminMobileClockScreens } from '../mobile-clocks.routes.tsx';

const FIELDS = ['name', 'address', 'latitude', 'longitude', 'radius', 'branch_id', 'all_employees'] as const;
const shape = mobileClockLocationInputSchema.shape;
type Values = Omit<MobileClockLocationInput, 'id' | 'all_employees'> & { who: 'all' | 'assigned' };

/**
 * Create or edit a location: a name, a point typed in or read from this device, a radius in metres
 * (no map: the point is what matters), a branch, and who may clock there.
 */
export function LocationForm({ record }: { record?: MobileClockLocationRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const branches = useQuery(branchOptions());
  const [reading, setReading] = useState(false);
  const [position, setPosition] = useState<
    { ok: true; accuracy: number } | { ok: false; key: string } | null
  >(null);
  const { paths } = adminMobileClockScreens;
  const save = useFormSave(form, {
    ...saveLocationMutation(record?.id),
    refresh: refreshMobileClocks,
    // A new location for named employees goes on to choosing them.
    then: (answer) =>
      !record && !answer.data.all_employees ? paths.locationAssign(answer.data.id) : paths.locations,
    fieldErrors: { fields: FIELDS },
  });

  const readMyPosition = async () => {
    setReading(true);
    setPosition(null);
    try {
      const p = await readPosition();
      form.setFieldsValue({
        latitude: Number(p.latitude.toFixed(6)),
        longitude: Number(p.longitude.toFixed(6)),
      });
      setPosition({ ok: true, accuracy: Math.round(p.accuracy) });
    } catch (error) {
      setPosition({ ok: false, key: positionFailureKey(error) });
    } finally {
      setReading(false);
    }
  };

  return (
    <PanelForm<Values>
      className="cr-mobile-clock-form"
      name="mobile-clock-location"
      form={form}
      facts={{ shape, labels: 'mobileClock.location', testIds: 'mobile-clock-location' }}
      initialValues={
        record
          ? { ...record, who: record.all_employees ? 'all' : 'assigned' }
          : { radius: DEFAULT_FENCE_RADIUS, who: 'assigned', branch_id: null }
      }
      onFinish={({ who, ...values }) =>
        save.mutate({ ...values, branch_id: values.branch_id ?? null, all_employees: who === 'all' })
      }
      saving={save.isPending}
      cancel={paths.locations}
    >
      <TextField name="name" testId="mobile-clock-location-name-input" />
      <NoteField name="address" maxLength={500} />
      <FieldRow>
        <NumberField name="latitude" extra={t('mobileClock.location.coordinatesHint')} step={0.0001} />
        <NumberField name="longitude" step={0.0001} />
      </FieldRow>
      <Form.Item>
        <Button
          icon={<AimOutlined />}
          loading={reading}
          onClick={() => void readMyPosition()}
          data-testid="mobile-clock-use-position"
        >
          {t('mobileClock.location.usePosition')}
        </Button>
        {position ? (
          <Alert
            className="cr-mobile-clock-position-note"
            type={position.ok ? 'success' : 'error'}
            showIcon
            title={
              position.ok
                ? t('mobileClock.location.positionRead', { metres: position.accuracy })
                : t(position.key)
            }
            data-testid="mobile-clock-position-note"
          />
        ) : null}
      </Form.Item>
      <NumberField
        name="radius"
        extra={t('mobileClock.location.radiusHint')}
        min={1}
        max={100000}
        precision={0}
      />
      <SelectField
        name="branch_id"
        allowClear
        search
        placeholder={t('mobileClock.location.noBranch')}
        query={branches}
        testId="mobile-clock-location-branch"
      />
      <ChoiceField
        name="who"
        extra={t('mobileClock.location.whoHint')}
        options={[
          { value: 'assigned', label: t('mobileClock.location.assigned') },
          { value: 'all', label: t('mobileClock.location.everyone') },
        ]}
      />
    </PanelForm>
  );
}
