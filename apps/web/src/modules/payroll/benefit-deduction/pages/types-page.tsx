import { useTranslation } from 'react-i18next';
import { hasPermission, type BenefitDeductionType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { KindTag } from '../components/bits.tsx';
import { benefitDeductionTypeScreens } from '../benefit-deduction.routes.tsx';
import { deleteTypeMutation, refreshTypes, typesQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

const { paths } = benefitDeductionTypeScreens;

/** /admin/payroll/benefit-deduction/settings/benefit-deduction-type/view-all */
export default function TypesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useRefreshingWrite(deleteTypeMutation(), refreshTypes);

  return (
    <ViewListPage
      texts="benefitDeductionType"
      testId="benefit-deduction-type"
      query={typesQuery}
      manage={{
        create: hasPermission(user, 'create benefit deduction'),
        edit: hasPermission(user, 'edit benefit deduction'),
        remove: hasPermission(user, 'delete benefit deduction'),
      }}
      // A type has no view screen: its name opens the form.
      links={{ create: paths.create, edit: paths.edit }}
      name={{ title: t('benefitDeductionType.name'), of: (row: BenefitDeductionType) => row.name }}
      columns={[
        {
          title: t('benefitDeductionType.isDeduction'),
          dataIndex: 'kind',
          render: (kind: BenefitDeductionType['kind']) => <KindTag kind={kind} />,
        },
        {
          title: t('benefitDeductionType.taxable'),
          dataIndex: 'is_taxable',
          responsive: ['sm'],
          render: (v: boolean, row) =>
            row.is_deduction ? '–' : t(v ? 'benefitDeduction.yes' : 'benefitDeduction.no'),
        },
        {
          title: t('benefitDeductionType.description'),
          dataIndex: 'description',
          responsive: ['lg'],
          render: (v: string | null) => <span className="cr-wrap">{v ?? ''}</span>,
        },
        {
          title: t('benefitDeductionType.records'),
          dataIndex: 'records_count',
          align: 'right',
          responsive: ['md'],
        },
      ]}
      actions={{
        title: t('benefitDeduction.actions'),
        label: (row) => t('benefitDeduction.actionsFor', { id: row.name }),
      }}
      remove={(id) => remove.mutateAsync([id])}
      clearLabel={t('benefitDeduction.clearSearch')}
    />
  );
}
