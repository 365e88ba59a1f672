import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_REPORT_COLUMNS, ORG_REPORT_WORDS, type OrgReportColumn } from '@clockroom/contracts';

interface ColumnPickerProps {
  value: OrgReportColumn[];
  onChange: (next: OrgReportColumn[]) => void;
}

/** The 29 report columns as checkboxes, with an All toggle (spec 1 §2 "Generate"). */
export function ColumnPicker({ value, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const all = value.length === ORG_REPORT_COLUMNS.length;
  return (
    <div className="cr-report-columns">
      <div className="cr-report-columns-head">
        <Checkbox
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={(e) => onChange(e.target.checked ? [...ORG_REPORT_COLUMNS] : [])}
          data-testid="report-columns-all"
        >
          <strong>{t('reports.all')}</strong>
        </Checkbox>
        <span className="cr-muted cr-small">
          {t('reports.columnsCount', { count: value.length, total: ORG_REPORT_COLUMNS.length })}
        </span>
      </div>
      <Checkbox.Group
        className="cr-report-columns-grid"
        value={value}
        onChange={(next) => onChange(ORG_REPORT_COLUMNS.filter((c) => next.includes(c)))}
        options={ORG_REPORT_COLUMNS.map((c) => ({
          value: c,
          label: <span data-testid={`report-column-${c}`}>{t(`${ORG_REPORT_WORDS.namespace}.${c}`)}</span>,
        }))}
      />
    </div>
  );
}
