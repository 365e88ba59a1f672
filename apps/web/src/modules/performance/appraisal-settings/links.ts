import { useLocation } from '@tanstack/react-router';

/**
 * Where each settings screen's links go, by the tree it is shown in (ADR 68). The HRM tree has no
 * create, edit or view screens for general settings and grades, nor a scorecard's view and assign:
 * those open the performance tree's, told with `from=hrm` to come back to the HRM list once saved.
 */
export interface Target {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string | number>;
}

const PERF = '/admin/performance/appraisal';
const HRM = '/admin/hrm/appraisal';
const withId = (to: string, id: number): Target => ({ to, params: { id: String(id) } });

function linksOf(hrm: boolean) {
  const from: Record<string, string> = hrm ? { from: 'hrm' } : {};
  return {
    hrm,
    hub: { to: hrm ? `${HRM}/settings` : `${PERF}/settings` },
    generalList: { to: hrm ? `${HRM}/settings/general` : `${PERF}/settings-general` },
    generalCreate: { to: `${PERF}/settings-general/create`, search: from },
    generalEdit: (id: number): Target => ({ to: `${PERF}/settings-general/edit`, search: { id, ...from } }),
    generalView: (id: number): Target => ({
      ...withId(`${PERF}/settings-general/view/$id`, id),
      search: from,
    }),
    gradesList: { to: hrm ? `${HRM}/settings/final-grade` : `${PERF}/settings-grades` },
    gradeCreate: { to: `${PERF}/settings-grades/create`, search: from },
    gradeEdit: (id: number): Target => ({ to: `${PERF}/settings-grades/edit`, search: { id, ...from } }),
    gradeView: (id: number): Target => ({ ...withId(`${PERF}/settings-grades/view/$id`, id), search: from }),
    scorecards: { to: hrm ? `${HRM}/settings/scorecard` : `${PERF}/settings/appraisal` },
    scorecardCreate: { to: hrm ? `${HRM}/settings/create-scorecard` : `${PERF}/settings/appraisal/create` },
    scorecardEdit: (id: number): Target =>
      hrm
        ? { to: `${HRM}/settings/scorecard-template-editor`, search: { id } }
        : withId(`${PERF}/settings/appraisal/edit/$id`, id),
    scorecardView: (id: number): Target => ({
      ...withId(`${PERF}/settings/appraisal/view/$id`, id),
      search: from,
    }),
    scorecardAssign: (id: number): Target => ({
      ...withId(`${PERF}/settings/appraisal/assign/$id`, id),
      search: from,
    }),
    appraisers: { to: `${HRM}/settings/appraisers` },
    approvers: { to: `${PERF}/settings/approvers` },
  };
}
export type SettingsLinks = ReturnType<typeof linksOf>;

/** The links for the tree the screen is in; a form opened `from=hrm` goes back to the HRM tree. */
export function useSettingsLinks(): SettingsLinks {
  const { pathname, search } = useLocation();
  const from = (search as Record<string, unknown>)['from'];
  return linksOf(pathname.startsWith(`${HRM}/`) || from === 'hrm');
}
