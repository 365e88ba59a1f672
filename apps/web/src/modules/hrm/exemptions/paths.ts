/** Where the exemption screens live (spec 2 §2: /{view}/hrm/exemption/...). */
export type ExemptionView = 'admin' | 'ess';

const ADMIN = {
  all: '/admin/hrm/exemption/all-exemptions',
  mine: '/admin/hrm/exemption/my-exemptions',
  approvals: '/ess/hrm/exemption/approvals',
  create: '/admin/hrm/exemption/create',
  edit: (id: number | string) => `/admin/hrm/exemption/edit/${id}`,
} as const;

const ESS = {
  // Everyone's list is an admin screen; from self-service "all" means one's own.
  all: '/ess/hrm/exemption/my-exemptions',
  mine: '/ess/hrm/exemption/my-exemptions',
  approvals: '/ess/hrm/exemption/approvals',
  create: '/ess/hrm/exemption/create',
  edit: (id: number | string) => `/ess/hrm/exemption/edit/${id}`,
} as const;

export const exemptionPaths = (view: ExemptionView) => (view === 'admin' ? ADMIN : ESS);

/** The view a screen is in, read from its address: the same pages serve admin and self-service. */
export const viewOf = (pathname: string): ExemptionView => (pathname.startsWith('/admin') ? 'admin' : 'ess');
