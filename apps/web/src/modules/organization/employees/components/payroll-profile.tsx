import { useTranslation } from 'react-i18next';
import { formatMoney, type EmployeeDetail } from '@clockroom/contracts';
import { ProfileSection } from './profile-section.tsx';
import '../../../../platform/ui/vocabulary.ts';
import '../payroll-i18n.ts';

/** "1200000.50" → kobo as a bigint, exactly; null when the text is not naira. */
const koboOf = (naira: string) => {
  const m = /^(\d+)\.(\d{2})$/.exec(naira);
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt(m[2] ?? '0') : null;
};

/** The payroll fields on a profile: rent (none when 0), NHF, state of residence. */
export function PayrollProfile({
  e,
}: {
  e: Pick<EmployeeDetail, 'annual_rent' | 'nhf_enabled' | 'tax_state'>;
}) {
  const { t } = useTranslation();
  const rent = koboOf(e.annual_rent);
  return (
    <ProfileSection
      testId="profile-payroll"
      title={t('employees.sectionPayroll')}
      fields={[
        { key: 'annual_rent', label: t('employees.annualRentShown'), value: rent ? formatMoney(rent) : '' },
        {
          key: 'nhf_enabled',
          label: t('employees.nhfEnabled'),
          value: e.nhf_enabled ? t('words.yes') : t('words.no'),
        },
        { key: 'tax_state', label: t('employees.taxState'), value: e.tax_state ?? '' },
      ]}
    />
  );
}
