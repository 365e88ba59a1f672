import { Col, Form, Row, Select, type FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { citiesQuery, countriesQuery, statesQuery } from '../lookups/api.ts';
import {
  chooseLocation,
  isLevelOpen,
  LOCATION_LEVELS,
  type LocationLevel,
  type LocationValues,
} from '../lookups/location-chain.ts';
import '../lookups/i18n.ts';

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
  /** Prefix of the data-testid of each select: `{prefix}-country`, `-state`, `-city`. */
  testIdPrefix?: string;
}

const DEFAULT_NAMES: Record<LocationLevel, NamePath> = {
  country: 'country_id',
  state: 'state_id',
  city: 'city_id',
};

/** Each level's texts: what to choose, what to do first while it is closed, an empty list. */
const TEXTS: Record<LocationLevel, { choose: string; first: string; none: string }> = {
  country: { choose: 'lookups.chooseCountry', first: 'lookups.chooseCountry', none: 'lookups.noMatch' },
  state: { choose: 'lookups.chooseState', first: 'lookups.countryFirst', none: 'lookups.noStates' },
  city: { choose: 'lookups.chooseCity', first: 'lookups.stateFirst', none: 'lookups.noMatch' },
};

/**
 * Chained country → state → city (LGA) selects for an antd Form: render it inside `<Form>` (or
 * AppForm) and it reads and writes the three id fields. Choosing a country loads its states and
 * empties state and city; choosing a state loads its cities and empties city (the rules of
 * `location-chain.ts`). Each select searches by name as the user types. Initial values come from the
 * form, so editing a record just works.
 *
 * @example
 * <AppForm form={form} initialValues={{ country_id: NIGERIA_COUNTRY_ID }}>
 *   <LocationSelects required={{ country: true }} />
 * </AppForm>
 */
export function LocationSelects(props: LocationSelectsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const names = { ...DEFAULT_NAMES, ...props.names };
  const values: LocationValues = {
    country: Form.useWatch(names.country, form) as number | null | undefined,
    state: Form.useWatch(names.state, form) as number | null | undefined,
    city: Form.useWatch(names.city, form) as number | null | undefined,
  };
  const lists = {
    country: useQuery(countriesQuery()),
    state: useQuery(statesQuery(values.country)),
    city: useQuery(citiesQuery(values.state)),
  };
  const prefix = props.testIdPrefix ?? 'location';

  const isRequired = (level: LocationLevel) =>
    typeof props.required === 'boolean' ? props.required : Boolean(props.required?.[level]);
  const rules = (level: LocationLevel): FormRule[] =>
    isRequired(level) ? [{ required: true, message: t(TEXTS[level].choose) }] : [];

  const pick = (level: LocationLevel, value: number | null) => {
    const next = chooseLocation(values, level, value);
    for (const l of LOCATION_LEVELS) form.setFieldValue(names[l], next[l] ?? null);
  };

  const item = (level: LocationLevel) => {
    const list = lists[level];
    const open = isLevelOpen(values, level);
    const label = props.labels?.[level] ?? t(`lookups.${level}`);
    return (
      <Form.Item key={level} name={names[level]} label={label} rules={rules(level)}>
        <Select<number | null>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={list.data?.map((o) => ({ value: o.id, label: o.name }))}
          loading={list.isLoading}
          disabled={props.disabled || !open}
          placeholder={t(open ? TEXTS[level].choose : TEXTS[level].first)}
          notFoundContent={t(
            list.isError ? 'lookups.loadFailed' : list.data?.length ? 'lookups.noMatch' : TEXTS[level].none,
          )}
          onChange={(value) => pick(level, value ?? null)}
          data-testid={`${prefix}-${level}`}
          aria-label={label}
        />
      </Form.Item>
    );
  };

  if (props.layout === 'items') return <>{LOCATION_LEVELS.map(item)}</>;
  const span = props.layout === 'stack' ? { xs: 24 } : { xs: 24, md: 8 };
  const cols = LOCATION_LEVELS.map((level) => (
    <Col key={level} {...span}>
      {item(level)}
    </Col>
  ));
  return props.layout === 'cols' ? <>{cols}</> : <Row gutter={16}>{cols}</Row>;
}
