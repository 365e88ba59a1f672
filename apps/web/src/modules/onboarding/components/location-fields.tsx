import { Col, Form, Select, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { citiesQuery, countriesQuery, statesQuery } from '../../../platform/lookups/api.ts';
import { chooseLocation, type LocationLevel } from '../../../platform/lookups/location-chain.ts';
import type { ProfileFormValues } from '../profile-form-values.ts';

const idOf = (level: LocationLevel) => `${level}_id` as const;

/** Chained country → state → city (spec 2 §4): choosing a level empties the ones below. */
export function LocationFields({ form }: { form: FormInstance<ProfileFormValues> }) {
  const { t } = useTranslation();
  const countryId = Form.useWatch('country_id', form);
  const stateId = Form.useWatch('state_id', form);
  const countries = useQuery(countriesQuery());
  const states = useQuery(statesQuery(countryId));
  const cities = useQuery(citiesQuery(stateId));

  const choose = (level: LocationLevel) => (value: number | undefined) => {
    const current = {
      country: form.getFieldValue('country_id'),
      state: form.getFieldValue('state_id'),
      city: form.getFieldValue('city_id'),
    };
    const next = chooseLocation(current, level, value ?? null);
    form.setFieldsValue({
      country_id: next.country ?? null,
      state_id: next.state ?? null,
      city_id: next.city ?? null,
    });
  };
  const common = { showSearch: { optionFilterProp: 'label' as const }, allowClear: true };

  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name={idOf('country')} label={t('lookups.country')}>
          <Select
            {...common}
            placeholder={t('lookups.chooseCountry')}
            loading={countries.isPending}
            options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={choose('country')}
            data-testid="profile-country"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={idOf('state')} label={t('lookups.state')}>
          <Select
            {...common}
            disabled={countryId == null}
            placeholder={t(countryId == null ? 'lookups.countryFirst' : 'lookups.chooseState')}
            loading={states.isFetching}
            options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={choose('state')}
            data-testid="profile-state"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={idOf('city')} label={t('lookups.city')}>
          <Select
            {...common}
            disabled={stateId == null}
            placeholder={t(stateId == null ? 'lookups.stateFirst' : 'lookups.chooseCity')}
            loading={cities.isFetching}
            options={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={choose('city')}
            data-testid="profile-city"
          />
        </Form.Item>
      </Col>
    </>
  );
}
