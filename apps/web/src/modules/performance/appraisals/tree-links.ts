import type { AppraisalLinks } from './screen-data.ts';

/** Where each kind of appraisal screen lives in each tree (appraisals.routes.tsx registers them). */
export const PERF = '/admin/performance/appraisal';
export const HRM = '/admin/hrm/appraisal';
export const ESS_HRM = '/ess/hrm/appraisal';
export const ESS_PERF = '/ess/performance/appraisal';

export const PERF_LINKS: AppraisalLinks = {
  groups: `${PERF}/appraisal-group`,
  create: `${PERF}/create-appraisal-group`,
  group: `${PERF}/appraisal-group/view/$id`,
  edit: '/admin/hrm/appraisal/edit/$id',
  member: `${PERF}/view-appraisal/$id`,
  mine: `${PERF}/my-appraisal`,
  selfView: `${PERF}/view-appraisal/$id`,
  selfRate: '/admin/hrm/appraisal/my-appraisal/appraise/$id',
  appraise: '/admin/hrm/appraisal/appraise',
  rate: '/admin/hrm/appraisal/appraise/$id',
  rateView: '/admin/hrm/appraisal/appraise/view-appraisal/$id',
  approvals: `${PERF}/appraisal-approvals`,
  approval: `${PERF}/view-appraisal-approval`,
  history: `${PERF}/appraisal-history`,
  historyView: `${PERF}/view-appraisal-history`,
};

export const HRM_LINKS: AppraisalLinks = {
  groups: `${HRM}/all`,
  create: `${HRM}/create`,
  group: `${HRM}/details/$id`,
  edit: `${HRM}/edit/$id`,
  member: `${HRM}/appraise/view-appraisal/$id`,
  mine: `${HRM}/my-appraisal`,
  selfView: `${HRM}/my-appraisal/$id`,
  selfRate: `${HRM}/my-appraisal/appraise/$id`,
  appraise: `${HRM}/appraise`,
  rate: `${HRM}/appraise/$id`,
  rateView: `${HRM}/appraise/view-appraisal/$id`,
  approvals: PERF_LINKS.approvals,
  approval: PERF_LINKS.approval,
  history: `${HRM}/all/appraisal-records`,
  historyView: `${HRM}/all/appraisal-records/$id`,
};

export const ESS_HRM_LINKS: AppraisalLinks = {
  mine: `${ESS_HRM}/my-appraisals`,
  selfView: `${ESS_HRM}/my-appraisals/view-appraisal/$id`,
  selfRate: `${ESS_HRM}/my-appraisals/self-appraise/$id`,
  appraise: `${ESS_HRM}/appraise`,
  rate: `${ESS_HRM}/appraise/$id`,
  rateView: `${ESS_HRM}/appraise/view-appraisal/$id`,
  member: `${ESS_HRM}/appraise/view-appraisal/$id`,
  approvals: '/ess/performance/appraisal/appraisal-approvals',
  approval: '/ess/performance/appraisal/view-appraisal/$id',
};

export const ESS_PERF_LINKS: AppraisalLinks = {
  mine: `${ESS_PERF}/self-appraisal`,
  selfView: `${ESS_PERF}/view-self-appraisal/$id`,
  selfRate: `${ESS_PERF}/view-self-appraisal/$id`,
  appraise: `${ESS_PERF}/appraisal`,
  rate: `${ESS_PERF}/view-appraisal/$id`,
  rateView: `${ESS_PERF}/view-appraisal/$id`,
  member: `${ESS_PERF}/view-appraisal/$id`,
  approvals: `${ESS_PERF}/appraisal-approvals`,
  approval: `${ESS_PERF}/view-appraisal/$id`,
};
