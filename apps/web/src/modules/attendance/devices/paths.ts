/** Where the device screens live (spec 3 §2: /admin/attendance/devices/...). */
export const devicePaths: {
  all: string;
  /** Literal: links (CreateLink, EmptyState) take only the router's own paths. */
  create: '/admin/attendance/devices/create';
  edit: (id: number | string) => string;
  userTransfer: string;
  transactions: string;
  log: (id: number | string) => string;
  synchronize: string;
} = {
  all: '/admin/attendance/devices/all',
  create: '/admin/attendance/devices/create',
  edit: (id) => `/admin/attendance/devices/edit/${id}`,
  userTransfer: '/admin/attendance/devices/user-transfer',
  transactions: '/admin/attendance/devices/transactions',
  log: (id) => `/admin/attendance/devices/transactions/logs/${id}`,
  synchronize: '/admin/attendance/workshift/synchronize',
};
