import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { SettingsAssignment } from '../components/settings-assignment.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { overtimeRuleCalls, overtimeRuleQuery, workRateCalls, workRateQuery } from '../settings-api.ts';

const { paths } = adminOvertimeScreens;

/**
 * One kind of overtime setting (spec 3 §2 "Overtime settings"): work rates and overtime rules are the
 * same record on two bases, so their list, view and assign screens read these facts from here
 * instead of each naming them: the i18n prefix (`<texts>.assignTitle`, `.assignHint`...), the test
 * ids' stem (`<testId>-assign`, `<testId>-table`...), the kind's calls, its record query and its
 * screens.
 */
export interface SettingsKind<T, K extends QueryKey> {
  texts: string;
  testId: string;
  calls: typeof workRateCalls | typeof overtimeRuleCalls;
  record: (id: string) => UseQueryOptions<T, Error, T, K>;
  links: {
    list: LinkTarget;
    create: LinkTarget;
    view: (id: number) => LinkTarget;
    edit: (id: number) => LinkTarget;
    assign: (id: number) => LinkTarget;
  };
}

const kind = <T, K extends QueryKey>(k: SettingsKind<T, K>) => k;

export const workRateKind = kind({
  texts: 'workRate',
  testId: 'work-rate',
  calls: workRateCalls,
  record: workRateQuery,
  links: {
    list: paths.workRates,
    create: paths.workRateCreate,
    view: paths.workRateView,
    edit: paths.workRateEdit,
    assign: paths.workRateAssign,
  },
});

export const overtimeRuleKind = kind({
  texts: 'overtimeRule',
  testId: 'overtime-rule',
  calls: overtimeRuleCalls,
  record: overtimeRuleQuery,
  links: {
    list: paths.rules,
    create: paths.ruleCreate,
    view: paths.ruleView,
    edit: paths.ruleEdit,
    assign: paths.ruleAssign,
  },
});

/**
 * …/assign-employee/{id} of either kind: the record's header (its group name under the title), then
 * who it applies to; saving goes back to the record's view.
 */
export function SettingsAssignPage<T extends { id: number; group_name: string }, K extends QueryKey>({
  kind,
}: {
  kind: SettingsKind<T, K>;
}) {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={kind.record(id)} title={t(`${kind.texts}.assignTitle`)} subtitle={(r) => r.group_name}>
      {(record) => (
        <SettingsAssignment
          key={record.id}
          calls={kind.calls}
          id={record.id}
          done={kind.links.view(record.id)}
          hint={t(`${kind.texts}.assignHint`)}
          testId={`${kind.testId}-assign`}
        />
      )}
    </RecordPage>
  );
}
