import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  STATUTORY_DEDUCTION_MESSAGES as M,
  TAX_REGIMES,
  type StatutoryDeduction,
  type TaxRegime,
} from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshTaxTables, saveTaxTableMutation } from '../api.ts';
import { adminTaxTableScreens } from '../statutory.routes.tsx';
import { BandRows, type BandRow } from './band-rows.tsx';

const AMOUNTS = ['rent_relief_cap', 'cra_fixed', 'minimum_wage'] as const;
const RATES = [
  'rent_relief_rate',
  'cra_gross_rate',
  'cra_extra_rate',
  'minimum_tax_rate',
  'pension_employee_rate',
  'nhf_rate',
  'nhis_rate',
] as const;
type Figure = (typeof AMOUNTS)[number] | (typeof RATES)[number];

type Values = { name: string; regime: TaxRegime; effective_from: string | null; bands: BandRow[] } & Record<
  Figure,
  string
>;

const FIELDS = ['name', 'regime', 'effective_from', 'bands', ...AMOUNTS, ...RATES];
const { paths } = adminTaxTableScreens;
/** '800000.00' → '800000', '2.50' → '2.5': easier to edit, the same value. */
const trim = (v: string | null | undefined) => {
  const text = v ?? '';
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};
/** A server message about a band's field goes on that row's input (`bands.2.rate`). */
const nested = (field: string) => {
  const m = /^bands\.(\d+)\.(up_to|width|rate)$/.exec(field);
  return m ? ['bands', Number(m[1]), m[2] === 'width' ? 'up_to' : (m[2] as string)] : null;
};

/** A version's values; a new one starts from `template` (the current version) with no name or date. */
function initialValues(record?: StatutoryDeduction, template?: StatutoryDeduction): Values {
  const source = record ?? template;
  const figures = Object.fromEntries(
    [...AMOUNTS, ...RATES].map((k) => [k, source ? trim(source[k]) : '']),
  ) as Record<Figure, string>;
  return {
    name: record?.name ?? '',
    regime: source?.regime ?? 'nta_2025',
    effective_from: record?.effective_from ?? null,
    bands: source?.bands.map((b) => ({ up_to: trim(b.up_to), rate: trim(b.rate) })) ?? [
      { up_to: '', rate: '' },
      { rate: '' },
    ],
    ...figures,
    ...(source ? {} : { pension_employee_rate: '8', nhf_rate: '2.5', nhis_rate: '0' }),
  };
}

/**
 * A figure field: naira or a percent, blank meaning the server's default. Its label is the form's
 * (`statutory.<name in camelCase>`) but for the pension rate, whose key is shorter.
 */
function FigureItem({ name, hint }: { name: Figure; hint?: string }) {
  const { t } = useTranslation();
  const amount = (AMOUNTS as readonly string[]).includes(name);
  return (
    <AmountField
      name={name}
      label={name === 'pension_employee_rate' ? t('statutory.pensionRate') : undefined}
      extra={hint}
      maxLength={amount ? 15 : 8}
      testId={`statutory-${name}`}
    />
  );
}

/**
 * Create or edit a tax table version (ADR 43): its name, regime and first month, the bands as rows,
 * the reliefs its regime uses (rent relief under the NTA 2025, CRA and the minimum tax under PITA),
 * the minimum wage, and the employee pension, NHF and NHIS rates. A new version starts as a copy of
 * the current one, since a new law usually changes a few figures.
 */
export function TaxTableForm({
  record,
  template,
}: {
  record?: StatutoryDeduction;
  template?: StatutoryDeduction;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const regime = Form.useWatch('regime', form) ?? record?.regime ?? 'nta_2025';
  const save = useFormSave(form, {
    ...saveTaxTableMutation(record?.id),
    refresh: refreshTaxTables,
    then: (answer) => paths.view(answer.data.id),
    fieldErrors: { fields: FIELDS, nested },
  });

  const submit = ({ bands, ...v }: Values) =>
    save.mutate({
      ...v,
      effective_from: v.effective_from ?? '',
      // The last band takes the rest: its limit, if a removed row left one, is not sent.
      bands: bands.map((b, i) => (i === bands.length - 1 ? { rate: b.rate ?? '' } : b)),
    });

  return (
    <PanelForm<Values>
      className="cr-statutory-form"
      testId="statutory-form"
      name="statutory-deduction"
      form={form}
      facts={{ labels: 'statutory', testIds: 'statutory' }}
      initialValues={initialValues(record, template)}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.list}
      saveTestId="statutory-save"
    >
      <TextField name="name" required={M.nameRequired} />
      <ChoiceField
        name="regime"
        options={TAX_REGIMES.map((r) => ({ value: r, label: t(`statutory.regime.${r}`) }))}
      />
      <Form.Item
        name="effective_from"
        label={t('statutory.effectiveFrom')}
        extra={t('statutory.effectiveFromHint')}
        rules={[{ required: true, message: t(M.effectiveFromRequired) }]}
        getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.startOf('month').format('YYYY-MM-DD') : null)}
      >
        <DatePicker
          picker="month"
          format="MMMM YYYY"
          className="cr-statutory-month"
          data-testid="statutory-effective-from"
        />
      </Form.Item>
      <BandRows />
      <fieldset className="cr-statutory-group">
        <legend className="cr-statutory-legend">{t('statutory.reliefs')}</legend>
        {regime === 'nta_2025' ? (
          <>
            <FigureItem name="rent_relief_rate" />
            <FigureItem name="rent_relief_cap" />
          </>
        ) : (
          <>
            <FigureItem name="cra_fixed" hint={t('statutory.craHint')} />
            <FigureItem name="cra_gross_rate" />
            <FigureItem name="cra_extra_rate" />
            <FigureItem name="minimum_tax_rate" />
          </>
        )}
        <FigureItem name="minimum_wage" hint={t('statutory.minimumWageHint')} />
      </fieldset>
      <fieldset className="cr-statutory-group">
        <legend className="cr-statutory-legend">{t('statutory.deductions')}</legend>
        <FigureItem name="pension_employee_rate" />
        <FigureItem name="nhf_rate" />
        <FigureItem name="nhis_rate" />
      </fieldset>
    </PanelForm>
  );
}
