import type { ReactNode } from 'react';
import { Col, Form, Row, Select, type FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { City, Country, State } from '@clockroom/contracts';
import { citiesQuery, countriesQuery, statesQuery } from '../lookups/api.ts';
import { levelsBelow, type LocationLevel } from '../lookups/location-chain.ts';
import '../lookups/i18n.ts';

export interface LocationSelection {
  country: Country | null;
  state: State | null;
  city: City | null;
}

export interface LocationSelectsProps {
  /** Form field names of the three ids; default `country_id`, `state_id`, `city_id`. */
  names?: Partial<Record<LocationLevel, NamePath>>;
  /** Translated labels replacing Country / State / City / LGA. */
  labels?: Partial<Record<LocationLevel, string>>;
  /** Levels that must be filled (`true` for all three). */
  required?: boolean | Partial<Record<LocationLevel, boolean>>;
  /**
   * 'row' (default): its own row, side by side from 768 px, stacked below; 'stack': always one per
   * line; 'cols': three columns to place inside the caller's `<Row>`; 'items': the three bare form
   * items, for a form laid out by a CSS grid.
   */
  layout?: 'row' | 'stack' | 'cols' | 'items';
  disabled?: boolean;
  /**
   * Called after the user picks at any level, with the chosen records (lower levels null after a
   * change above). Use it to also keep the names, e.g. the employee's text `country`/`state`/`city`.
   */
  onSelectionChange?: (selection: LocationSelection) => void;
  /** Prefix of the data-testid of each select: `{prefix}-country`, `-state`, `-city`. */
  testIdPrefix?: string;
}

const DEFAULT_NAMES: Record<LocationLevel, NamePath> = {
  country: 'country_id',
  state: 'state_id',
  city: 'city_id',
};

/**
 * Chained country → state → city (LGA) selects for an antd Form: render it inside `<Form>` (or
 * AppForm) and it reads and writes the three id fields. Choosing a country loads its states and
 * empties state and city; choosing a state loads its cities and empties city. Each select searches
 * by name as the user types. Initial values come from the form, so editing a record just works.
 *
 * @example
 * <AppForm form={form} initialValues={{ country_id: NIGERIA_COUNTRY_ID }}>
 *   <LocationSelects required={{ country: true }} onSelectionChange={(s) => setStateName(s.state?.name)} />
 * </AppForm>
 */
export function LocationSelects(props: LocationSelectsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const names = { ...DEFAULT_NAMES, ...props.names };
  const countryId = Form.useWatch(names.country, form) as number | null | undefined;
  const stateId = Form.useWatch(names.state, form) as number | null | undefined;
  const countries = useQuery(countriesQuery());
  const states = useQuery(statesQuery(countryId));
  const cities = useQuery(citiesQuery(stateId));
  const prefix = props.testIdPrefix ?? 'location';

  const isRequired = (level: LocationLevel) =>
    typeof props.required === 'boolean' ? props.required : Boolean(props.required?.[level]);
  const rules = (level: LocationLevel, message: string): FormRule[] =>
    isRequired(level) ? [{ required: true, message: t(message) }] : [];

  const pick = (level: LocationLevel, value: number | null) => {
    for (const below of levelsBelow(level)) form.setFieldValue(names[below], null);
    const find = <T extends { id: number }>(list: T[] | undefined, id: number | null | undefined) =>
      list?.find((x) => x.id === id) ?? null;
    const next = {
      country: level === 'country' ? value : countryId,
      state: level === 'state' ? value : level === 'country' ? null : stateId,
      city: level === 'city' ? value : null,
    };
    props.onSelectionChange?.({
      country: find(countries.data, next.country),
      state: find(states.data, next.state),
      city: find(cities.data, next.city),
    });
  };

  const span = props.layout === 'stack' ? { xs: 24 } : { xs: 24, md: 8 };
  const select = (
    level: LocationLevel,
    options: { id: number; name: string }[] | undefined,
    loading: boolean,
    failed: boolean,
    placeholder: string,
    closed: string | null,
    empty: string,
  ) => (
    <Select<number | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options?.map((o) => ({ value: o.id, label: o.name }))}
      loading={loading}
      disabled={props.disabled || closed !== null}
      placeholder={t(closed ?? placeholder)}
      notFoundContent={t(failed ? 'lookups.loadFailed' : options?.length ? 'lookups.noMatch' : empty)}
      onChange={(value) => pick(level, value ?? null)}
      data-testid={`${prefix}-${level}`}
      aria-label={props.labels?.[level] ?? t(`lookups.${level}`)}
    />
  );

  const items: Record<LocationLevel, ReactNode> = {
    country: (
      <Form.Item
        key="country"
        name={names.country}
        label={props.labels?.country ?? t('lookups.country')}
        rules={rules('country', 'lookups.chooseCountry')}
      >
        {select(
          'country',
          countries.data,
          countries.isLoading,
          countries.isError,
          'lookups.chooseCountry',
          null,
          'lookups.noMatch',
        )}
      </Form.Item>
    ),
    state: (
      <Form.Item
        key="state"
        name={names.state}
        label={props.labels?.state ?? t('lookups.state')}
        rules={rules('state', 'lookups.chooseState')}
      >
        {select(
          'state',
          states.data,
          states.isLoading,
          states.isError,
          'lookups.chooseState',
          countryId == null ? 'lookups.countryFirst' : null,
          'lookups.noStates',
        )}
      </Form.Item>
    ),
    city: (
      <Form.Item
        key="city"
        name={names.city}
        label={props.labels?.city ?? t('lookups.city')}
        rules={rules('city', 'lookups.chooseCity')}
      >
        {select(
          'city',
          cities.data,
          cities.isLoading,
          cities.isError,
          'lookups.chooseCity',
          stateId == null ? 'lookups.stateFirst' : null,
          'lookups.noMatch',
        )}
      </Form.Item>
    ),
  };
  const levels: LocationLevel[] = ['country', 'state', 'city'];
  if (props.layout === 'items') return <>{levels.map((level) => items[level])}</>;
  const cols = levels.map((level) => (
    <Col key={level} {...span}>
      {items[level]}
    </Col>
  ));
  return props.layout === 'cols' ? <>{cols}</> : <Row gutter={16}>{cols}</Row>;
}
