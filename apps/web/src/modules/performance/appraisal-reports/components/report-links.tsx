import type { ReactElement } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppraisalReportSearch } from '../search.ts';

// Addresses as data: a typed literal here would tie the pages' types to the route tree they are in.
const ALL = '/admin/performance/report/all';
const REPORT = '/admin/performance/report/appraisal-report';

/** Between the report's two views, keeping the filters: the summary and every employee's row. */
export function ReportLinks({ search }: { search: AppraisalReportSearch }): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const keep = { ...search, page: undefined, perPage: undefined, view: undefined };
  return (
    <div className="cr-apprrep-links">
      {pathname.endsWith('/appraisal-report') ? (
        <Link to={ALL as never} search={keep as never} data-testid="appraisal-report-to-all">
          {t('apprRep.byEmployee')}
        </Link>
      ) : (
        <Link to={REPORT as never} search={keep as never} data-testid="appraisal-results-to-report">
          {t('apprRep.toReport')}
        </Link>
      )}
    </div>
  );
}
