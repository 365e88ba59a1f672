interface MobileClockPaths {
  allLogs: string;
  settings: string;
  locations: string;
  /** Literal: links (CreateLink, EmptyState) take only the router's own paths. */
  locationCreate: '/admin/attendance/mobile-clocks/settings/location/create';
  locationEdit: (id: number | string) => string;
  locationAssign: (id: number | string) => string;
  approvers: string;
  myLogs: string;
  approvals: string;
}

/**
 * Where the mobile clock screens live (spec 3 §2). Plain strings: the router types only literal
 * paths, and some of these routes are built at run time (the shared approver screens).
 */
export const MOBILE_CLOCK_PATHS: MobileClockPaths = {
  allLogs: '/admin/attendance/mobile-clocks/all-logs',
  settings: '/admin/attendance/mobile-clocks/settings',
  locations: '/admin/attendance/mobile-clocks/settings/location',
  locationCreate: '/admin/attendance/mobile-clocks/settings/location/create',
  locationEdit: (id) => `/admin/attendance/mobile-clocks/settings/location/edit/${id}`,
  locationAssign: (id) => `/admin/attendance/mobile-clocks/settings/location/assign/${id}`,
  approvers: '/admin/attendance/mobile-clocks/settings/approvers',
  myLogs: '/ess/attendance/mobile-clocks/my-logs',
  approvals: '/ess/attendance/mobile-clocks/approvals',
};
