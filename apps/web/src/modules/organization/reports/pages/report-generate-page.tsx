import { useState } from 'react';
import { Form } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrgReportColumn } from '@clockroom/contracts';
import { ReportGenerate } from '../../../../platform/reports/report-generate.tsx';
import { startAssignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { buildReportFilter, type Audience, type GenerateErrors } from '../audience-filter.ts';
import { AudiencePicker } from '../components/audience-picker.tsx';
import { ColumnPicker } from '../components/column-picker.tsx';
import { toReportSearch } from '../report-search.ts';
import { REPORT_VIEW_PATH } from '../paths.ts';
import '../i18n.ts';
import '../reports.css';

/** /admin/organization/reports/generate: pick columns and audience, then Generate Report (spec 1 §2). */
export default function ReportGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [columns, setColumns] = useState<OrgReportColumn[]>([]);
  const [audience, setAudience] = useState<Audience>({ fetchBy: 'company', people: startAssignment() });
  const [errors, setErrors] = useState<GenerateErrors>({});

  const generate = () => {
    const built = buildReportFilter(columns, audience);
    if ('errors' in built) {
      setErrors(built.errors);
      document
        .querySelector('.ant-form-item-has-error, [data-error="true"]')
        ?.scrollIntoView({ block: 'center' });
      return;
    }
    void navigate({ to: REPORT_VIEW_PATH, search: toReportSearch(built.filter) as never });
  };

  return (
    <ReportGenerate
      title={t('reports.generateTitle')}
      subtitle={t('reports.generateSubtitle')}
      onGenerate={generate}
      testId="report-generate"
    >
      <Panel title={t('reports.columns')} testId="report-columns">
        <Form.Item
          className="cr-m0"
          validateStatus={errors.columns ? 'error' : undefined}
          help={errors.columns ? t(errors.columns) : undefined}
          data-error={errors.columns ? 'true' : undefined}
        >
          <ColumnPicker
            value={columns}
            onChange={(next) => {
              setColumns(next);
              if (next.length) setErrors((e) => ({ ...e, columns: undefined }));
            }}
          />
        </Form.Item>
      </Panel>
      <Panel title={t('reports.audience')} testId="report-audience-panel">
        <AudiencePicker
          value={audience}
          onChange={(next) => {
            setAudience(next);
            setErrors((e) => ({ columns: e.columns }));
          }}
          errors={errors}
        />
      </Panel>
    </ReportGenerate>
  );
}
