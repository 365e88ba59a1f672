/** Where the leave screens live (spec 2 §2: /admin/hrm/leave/... and /ess/hrm/leave/...). */
export type LeaveView = 'admin' | 'ess';

export interface LeavePaths {
  all: string;
  mine: string;
  approvals: string;
  create: string;
  settings: string;
  edit: (id: number | string) => string;
}

/** Plain strings: the router types only literal paths, and these are built per view. */
export const leavePaths = (view: LeaveView): LeavePaths => {
  const base = view === 'admin' ? '/admin/hrm/leave' : '/ess/hrm/leave';
  return {
    all: `${base}/all`,
    mine: view === 'admin' ? `${base}/my-leave` : `${base}/my-leaves`,
    approvals: `${base}/approvals`,
    create: `${base}/create`,
    settings: `${base}/settings`,
    edit: (id) => `${base}/edit/${id}`,
  };
};

/** The view a screen is in, read from its address: the same pages serve admin and self-service. */
export const leaveViewOf = (pathname: string): LeaveView => (pathname.startsWith('/admin') ? 'admin' : 'ess');
