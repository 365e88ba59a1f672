/** The self-service payslip addresses (spec 2 §2, spec 3 §2), for links and redirects. */
export const PAYSLIP_PATHS = {
  dashboard: '/ess/payroll/dashboard',
  viewAll: '/ess/payroll/payslip/view-all',
  generate: '/ess/payroll/payslip/generate-payslip',
  preview: '/ess/payroll/payslip/preview-payslip',
  reportGenerate: '/ess/payroll/report/generate',
  reportPayslip: '/ess/payroll/report/payslip',
  latest: '/ess/payslip',
} as const;
