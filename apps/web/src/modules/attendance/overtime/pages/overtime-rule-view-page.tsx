import { Navigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OvertimeRule } from '@clockroom/contracts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { AssignedPeople } from '../components/assigned-people.tsx';
import { RecordView } from '../components/record-view.tsx';
import { RulePay } from '../components/rule-pay.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { overtimeRuleCalls, overtimeRuleQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

const { paths } = adminOvertimeScreens;

/**
 * /admin/attendance/overtime/settings/overtime-rule/view/{id}, and the spec's view without an id
 * (ambiguity 5): that one opens the rule named by `?id=`, or the list.
 */
export default function OvertimeRuleViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { id?: unknown };
  const chosen = id ?? (search.id === undefined ? undefined : String(search.id));
  if (chosen === undefined || !/^\d+$/.test(chosen)) return <Navigate {...paths.rules} replace />;
  return (
    <RecordPage
      query={overtimeRuleQuery(chosen)}
      title={t('overtimeRule.viewTitle')}
      subtitle={(r) => r.group_name}
    >
      {(rule) => <RuleView rule={rule} />}
    </RecordPage>
  );
}

function RuleView({ rule }: { rule: OvertimeRule }) {
  const { t } = useTranslation();
  const minutes = (count: number) => t('overtimeRule.minutesValue', { count });
  const yesNo = (v: boolean) => t(v ? 'overtime.yes' : 'overtime.no');
  const period = rule.use_work_shift
    ? t('overtimeRule.fromShift')
    : `${t(`overtimeRule.${rule.work_type ?? 'duration'}`)} · ${rule.work_time?.slice(0, 5) ?? '—'} · ${rule.work_day_ids
        .map((d) => t(`overtime.day.${d}`))
        .join(', ')}`;
  return (
    <RecordView
      testId="overtime-rule-view"
      links={{ list: paths.rules, edit: paths.ruleEdit(rule.id), assign: paths.ruleAssign(rule.id) }}
      facts={[
        { label: t('overtime.groupName'), value: rule.group_name, testId: 'overtime-rule-view-name' },
        { label: t('overtimeRule.description'), value: rule.description },
        { label: t('overtimeRule.workPeriod'), value: period },
        { label: t('overtimeRule.overtimeStart'), value: minutes(rule.overtime_start) },
        { label: t('overtimeRule.overtimeEnd'), value: minutes(rule.overtime_end) },
        { label: t('overtimeRule.overtimeRoundUp'), value: minutes(rule.overtime_round_up) },
        { label: t('overtimeRule.applyOnWorkDay'), value: yesNo(rule.apply_overtime_on_work_day) },
        { label: t('overtimeRule.applyOnNonWorkDay'), value: yesNo(rule.apply_overtime_on_non_work_day) },
        { label: t('overtimeRule.publicHoliday'), value: yesNo(rule.public_holiday) },
        {
          label: t('overtimeRule.paymentType'),
          value: <RulePay rule={rule} />,
          testId: 'overtime-rule-view-pay',
        },
        {
          label: t('overtime.employees'),
          value: t('overtime.employeesCount', { count: rule.employees_count }),
        },
      ]}
    >
      <AssignedPeople calls={overtimeRuleCalls} id={rule.id} />
    </RecordView>
  );
}
