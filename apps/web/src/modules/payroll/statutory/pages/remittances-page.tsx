import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type CompanyRemittance } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { deleteRemittanceMutation, refreshRemittances, remittancePageQuery } from '../api.ts';
import { useFigureText } from '../../packages/money-text.ts';
import { adminRemittanceScreens } from '../statutory.routes.tsx';
import { RemittanceTags } from '../components/remittance-tags.tsx';
import '../i18n-remittances.ts';
import '../statutory.css';

const { paths } = adminRemittanceScreens;

/**
 * /admin/payroll/pay-package/settings/company-remittance (spec 3 §7): the employer contributions,
 * each with its rate and base, statutory or custom, on or off. A statutory one has no delete.
 */
export default function RemittancesPage() {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useRefreshingWrite(deleteRemittanceMutation(), refreshRemittances);
  const figures = useFigureText();
  const rule = (row: CompanyRemittance) =>
    t(`companyRemittance.rule.${row.base}`, { rate: figures.decimal(row.rate) });

  return (
    <ViewListPage
      texts="companyRemittance"
      testId="remittance"
      query={remittancePageQuery}
      manage={manage}
      links={paths}
      name={{
        title: t('companyRemittance.name'),
        of: (row: CompanyRemittance) => row.name,
        // The code beside the name, and on a phone the rule under it.
        around: (link, row) => (
          <span className="cr-statutory-name">
            {link}
            <Tag bordered={false}>{row.code}</Tag>
            <span className="cr-statutory-narrow">{rule(row)}</span>
          </span>
        ),
      }}
      columns={[
        {
          title: t('companyRemittance.rate'),
          key: 'rule',
          responsive: ['sm'],
          render: (_v, row) => rule(row),
        },
        { title: t('companyRemittance.minHeadcount'), dataIndex: 'min_headcount', responsive: ['lg'] },
        {
          title: t('companyRemittance.kind'),
          key: 'kind',
          responsive: ['md'],
          render: (_v, row) => <RemittanceTags item={row} />,
        },
      ]}
      actions={{
        title: t('words.actions'),
        label: (row) => t('companyRemittance.actionsFor', { name: row.name }),
      }}
      remove={(id) => remove.mutateAsync(id)}
      removable={(row) => !row.is_statutory}
    />
  );
}
