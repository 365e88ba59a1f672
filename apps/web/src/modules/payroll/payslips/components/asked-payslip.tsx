import { useEffect, useRef } from 'react';
import { Navigate, useSearch } from '@tanstack/react-router';
import { PAYSLIP_MESSAGES as M } from '@clockroom/contracts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { monthYearOf } from '../payslip-format.ts';
import { PayslipScreen } from './payslip-screen.tsx';

/**
 * The payslip of the month and year in the address. A missing (or impossible) month or year sends
 * the reader back to the generate screen with 'Please select month and year to generate report for.'
 * (spec 2 §"Payroll report dates").
 */
export function AskedPayslip({ generate }: { generate: string }) {
  const asked = monthYearOf(useSearch({ strict: false }) as Record<string, unknown>);
  const told = useRef(false);
  const missing = asked === null;
  useEffect(() => {
    // Once, even when a development render runs the effect twice.
    if (missing && !told.current) notifyError(new Error(M.selectMonthYear));
    told.current ||= missing;
  }, [missing]);
  if (!asked) return <Navigate to={generate} replace />;
  return <PayslipScreen asked={asked} generate={generate} />;
}
