import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, PAYROLL_AUDIT_ENTITIES } from '@clockroom/contracts';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { AUDIT_RANGE_SEPARATOR, auditRangeOf } from '../api.ts';

/**
 * The audit trail's filters beside its search (who or what): a date range (days in the company's
 * timezone, kept in the URL as one `range`, either end open) and the kind of payroll record.
 */
export function AuditFilters({ filters, setFilter }: FilterContext) {
  const { t } = useTranslation();
  const day = (v: string | undefined) => (v ? dayjs(v, DATE_VALUE_FORMAT) : null);
  const { from, to } = auditRangeOf(filters.range);
  return (
    <>
      <DatePicker.RangePicker
        aria-label={t('audit.dateFilter')}
        data-testid="audit-date-filter"
        className="cr-audit-range"
        format={DATE_DISPLAY_FORMAT}
        allowEmpty={[true, true]}
        placeholder={[t('audit.from'), t('audit.to')]}
        value={[day(from), day(to)]}
        onChange={(range) => {
          const start = range?.[0]?.format(DATE_VALUE_FORMAT) ?? '';
          const end = range?.[1]?.format(DATE_VALUE_FORMAT) ?? '';
          setFilter('range', start || end ? `${start}${AUDIT_RANGE_SEPARATOR}${end}` : null);
        }}
      />
      <ChoiceFilter
        filters={filters}
        setFilter={setFilter}
        name="entity"
        label={t('audit.recordFilter')}
        allLabel={t('audit.recordAll')}
        options={PAYROLL_AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entity.${e}`) }))}
        testId="audit-entity-filter"
        className="cr-audit-entity"
      />
    </>
  );
}
