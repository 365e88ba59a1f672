import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type StatutoryDeduction } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { FactGrid, RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { useFigureText } from '../../packages/money-text.ts';
import { taxTableQuery } from '../api.ts';
import { adminTaxTableScreens } from '../statutory.routes.tsx';
import { BandTable } from '../components/band-table.tsx';
import { PeriodText, VersionTags } from '../components/version-tags.tsx';
import { WorkedExamplePanel } from '../components/worked-example.tsx';
import '../i18n.ts';
import '../statutory.css';

const { paths } = adminTaxTableScreens;

/** /admin/payroll/pay-package/settings/statutory-deductions/view/{id}: a version and its worked example. */
export default function TaxTableViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={taxTableQuery(id)} title={t('statutory.viewTitle')} subtitle={(r) => r.name}>
      {(table) => <TaxTableView table={table} />}
    </RecordPage>
  );
}

function TaxTableView({ table }: { table: StatutoryDeduction }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const naira = (text: string) => <span className="cr-money">{figures.naira(text)}</span>;
  const percent = figures.percent;
  const manage = hasPermission(useCurrentUser(), 'manage salary settings') && !table.locked;
  const nta = table.regime === 'nta_2025';
  const reliefs = nta
    ? [
        { key: 'rent', label: t('statutory.rentReliefRate'), children: percent(table.rent_relief_rate) },
        { key: 'cap', label: t('statutory.rentReliefCap'), children: naira(table.rent_relief_cap) },
      ]
    : [
        { key: 'craFixed', label: t('statutory.craFixed'), children: naira(table.cra_fixed) },
        { key: 'craGross', label: t('statutory.craGrossRate'), children: percent(table.cra_gross_rate) },
        { key: 'craExtra', label: t('statutory.craExtraRate'), children: percent(table.cra_extra_rate) },
        { key: 'minTax', label: t('statutory.minimumTaxRate'), children: percent(table.minimum_tax_rate) },
      ];
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="statutory-view"
      title={<VersionTags version={table} />}
      edit={manage && { ...paths.edit(table.id), label: t('words.edit') }}
      facts={
        <FactGrid
          items={[
            { key: 'regime', label: t('statutory.regime'), children: t(`statutory.regime.${table.regime}`) },
            { key: 'period', label: t('statutory.period'), children: <PeriodText version={table} /> },
            ...reliefs,
            { key: 'wage', label: t('statutory.minimumWage'), children: naira(table.minimum_wage) },
            {
              key: 'pension',
              label: t('statutory.pensionRate'),
              children: percent(table.pension_employee_rate),
            },
            { key: 'nhf', label: t('statutory.nhfRate'), children: percent(table.nhf_rate) },
            { key: 'nhis', label: t('statutory.nhisRate'), children: percent(table.nhis_rate) },
          ]}
        />
      }
      back={{ ...paths.list, label: t('statutory.backToList'), testId: 'statutory-view-back' }}
    >
      <Panel title={t('statutory.bands')}>
        <BandTable bands={table.bands} testId="statutory-view-bands" />
      </Panel>
      <WorkedExamplePanel table={table} />
    </RecordViewBody>
  );
}
