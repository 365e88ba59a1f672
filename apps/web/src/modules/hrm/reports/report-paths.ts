/** The report screens of an area (spec 2 §2: reports: generate, all). */
export const usagePaths = (area: 'admin' | 'ess') =>
  area === 'admin'
    ? { generate: '/admin/hrm/reports/generate', all: '/admin/hrm/reports/all' }
    : { generate: '/ess/hrm/reports/generate', all: '/ess/hrm/reports/all' };
