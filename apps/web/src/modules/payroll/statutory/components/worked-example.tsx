import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  STATUTORY_DEDUCTION_MESSAGES as M,
  type StatutoryDeduction,
  type WorkedExample,
} from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFigureText } from '../../packages/money-text.ts';
import { workedExampleQuery } from '../api.ts';
import { BandTable } from './band-table.tsx';

interface Inputs {
  annual_gross: string;
  annual_rent: string;
  annual_pensionable: string;
}

/** The published examples (issue 19): NTA 2025 ₦6,000,000 with ₦1,000,000 rent; PITA ₦4,000,000 with 8 % pension. */
const PUBLISHED: Record<StatutoryDeduction['regime'], Inputs> = {
  nta_2025: { annual_gross: '6000000', annual_rent: '1000000', annual_pensionable: '0' },
  pita: { annual_gross: '4000000', annual_rent: '0', annual_pensionable: '4000000' },
};

/**
 * A version's worked example: the tax on a chosen year's pay, computed by the server's engine (the one
 * the payroll run uses) and shown step by step, band by band. It opens on the published example.
 */
export function WorkedExamplePanel({ table }: { table: StatutoryDeduction }) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Inputs>(PUBLISHED[table.regime]);
  const example = useQuery(workedExampleQuery(table.id, inputs));
  return (
    <Panel title={t('statutory.example')} testId="statutory-example">
      <p className="cr-statutory-hint">{t('statutory.exampleHint')}</p>
      <AppForm<Inputs>
        name="statutory-example"
        layout="vertical"
        facts={{ labels: 'statutory' }}
        initialValues={inputs}
        onFinish={(v) =>
          setInputs({
            ...v,
            annual_rent: v.annual_rent || '0',
            annual_pensionable: v.annual_pensionable || '0',
          })
        }
        className="cr-statutory-example-form"
      >
        <AmountField name="annual_gross" required={M.amountInvalid} testId="statutory-example-gross" />
        {table.regime === 'nta_2025' ? (
          <AmountField name="annual_rent" testId="statutory-example-rent" />
        ) : null}
        <AmountField name="annual_pensionable" testId="statutory-example-pensionable" />
        <Form.Item className="cr-statutory-example-go">
          <Button htmlType="submit" icon={<CalculatorOutlined />} data-testid="statutory-example-compute">
            {t('statutory.compute')}
          </Button>
        </Form.Item>
      </AppForm>
      {example.isPending ? (
        <PageLoading />
      ) : example.isError ? (
        <PageError error={example.error} onRetry={() => void example.refetch()} />
      ) : (
        <ExampleResult example={example.data} />
      )}
    </Panel>
  );
}

function ExampleResult({ example }: { example: WorkedExample }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const naira = (text: string) => <span className="cr-money">{figures.naira(text)}</span>;
  const nta = example.regime === 'nta_2025';
  return (
    <div className="cr-statutory-example-result" data-testid="statutory-example-result">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'gross', label: t('statutory.annualGross'), children: naira(example.annual_gross) },
          { key: 'pension', label: t('statutory.pension'), children: naira(example.pension) },
          nta
            ? { key: 'rent', label: t('statutory.rentRelief'), children: naira(example.rent_relief) }
            : { key: 'cra', label: t('statutory.cra'), children: naira(example.consolidated_relief) },
          { key: 'chargeable', label: t('statutory.chargeable'), children: naira(example.chargeable) },
        ]}
      />
      <BandTable
        bands={example.bands}
        more={[
          { title: t('statutory.taxed'), dataIndex: 'taxed', render: naira },
          { title: t('statutory.tax'), dataIndex: 'tax', render: naira },
        ]}
      />
      {example.minimum_wage_exempt ? <Alert type="info" showIcon title={t('statutory.exempt')} /> : null}
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'bandTax', label: t('statutory.bandTax'), children: naira(example.band_tax) },
          ...(nta
            ? []
            : [{ key: 'min', label: t('statutory.minimumTax'), children: naira(example.minimum_tax) }]),
          {
            key: 'annual',
            label: t('statutory.annualTax'),
            children: <strong data-testid="statutory-example-annual">{naira(example.annual_tax)}</strong>,
          },
          { key: 'monthly', label: t('statutory.monthlyTax'), children: naira(example.monthly_tax) },
          {
            key: 'rate',
            label: t('statutory.effectiveRate'),
            children: figures.percent(example.effective_rate),
          },
        ]}
      />
    </div>
  );
}
