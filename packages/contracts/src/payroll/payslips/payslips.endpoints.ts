import { defineEndpoint } from '../../platform/endpoint.ts';
import {
  employeePayslipQuerySchema,
  myPayslipsQuerySchema,
  myPayslipsSchema,
  payrollDashboardQuerySchema,
  payrollDashboardSchema,
  payslipAnswerSchema,
  payslipQuerySchema,
} from './payslips.ts';

const none =
  ' A month without a confirmed (or imported) payslip answers 200 with data null and the message “No payslip report available for {month} {year}.” (ADR 46).';
const pdf =
  ' The PDF is protected with the employee’s password: the date of birth as DDMMYYYY, or the PIN when none is on record (ADR 46); a month without a payslip is a 404 with the same message.';

/**
 * Payslips (spec 2 §"Payslips", spec 3 §7; issue 19; ADR 46). The self-service calls act on the
 * signed-in employee and need no permission; the admin's take an employee and 'view salary management'.
 */
export const payslipEndpoints = {
  mine: defineEndpoint({
    method: 'POST',
    path: '/payroll/reports/me/payslips',
    summary: 'My payslip for a month',
    description: `The signed-in employee’s payslip report for month (1–12) and year.${none}`,
    body: payslipQuerySchema,
    response: payslipAnswerSchema,
    permission: 'signed-in',
  }),
  myList: defineEndpoint({
    method: 'GET',
    path: '/payroll/reports/me/payslips',
    summary: 'My payslips by month',
    description:
      'The signed-in employee’s payslips, newest first, with gross and net pay; `year` narrows them.',
    query: myPayslipsQuerySchema,
    response: myPayslipsSchema,
    permission: 'signed-in',
  }),
  myPdf: defineEndpoint({
    method: 'POST',
    path: '/payroll/reports/me/payslips/pdf',
    summary: 'My payslip as a PDF',
    description: `The signed-in employee’s payslip for month and year, as a PDF.${pdf}`,
    body: payslipQuerySchema,
    answer: 'file',
    permission: 'signed-in',
  }),
  myDashboard: defineEndpoint({
    method: 'GET',
    path: '/payroll/reports/me/dashboard',
    summary: 'My payroll dashboard',
    description:
      'Net pay by month of a year (the latest with a payslip by default) and the year to date: tax, pension, NHF.',
    query: payrollDashboardQuerySchema,
    response: payrollDashboardSchema,
    permission: 'signed-in',
  }),
  employee: defineEndpoint({
    method: 'POST',
    path: '/payroll/reports/payslips',
    summary: 'An employee’s payslip for a month',
    description: `An employee’s payslip report (employee_id, month, year), for the salary schedule screens; another company’s employee or one outside the caller’s branches is a 404.${none}`,
    body: employeePayslipQuerySchema,
    response: payslipAnswerSchema,
    permission: 'view salary management',
  }),
  employeePdf: defineEndpoint({
    method: 'POST',
    path: '/payroll/reports/payslips/pdf',
    summary: 'An employee’s payslip as a PDF',
    description: `An employee’s payslip (employee_id, month, year) as a PDF.${pdf}`,
    body: employeePayslipQuerySchema,
    answer: 'file',
    permission: 'view salary management',
  }),
};
