import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryUpload } from '@clockroom/contracts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { FactGrid, RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { historyUploadScreens } from '../admin.routes.tsx';
import { historyUploadQuery } from '../api.ts';
import { HistoryMonths } from '../components/history-months.tsx';
import { RowErrorsTable } from '../components/row-errors-table.tsx';
import '../i18n.ts';
import '../admin.css';

const { paths } = historyUploadScreens;

/** /admin/payroll/salary-management/settings/upload-payment-history/view/{id}: months and problems. */
export default function HistoryUploadViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={historyUploadQuery(id)} title={t('history.viewTitle')} subtitle={(u) => u.file_name}>
      {(upload) => <HistoryUploadView upload={upload} />}
    </RecordPage>
  );
}

function HistoryUploadView({ upload }: { upload: HistoryUpload }) {
  const { t } = useTranslation();
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="history-upload"
      back={{ ...paths.list, label: t('history.backToList'), testId: 'history-back' }}
      facts={
        <FactGrid
          items={[
            { key: 'file', label: t('history.fileName'), children: upload.file_name },
            { key: 'imported', label: t('history.rowsImported'), children: upload.rows_imported },
            { key: 'skipped', label: t('history.rowsSkipped'), children: upload.rows_skipped },
            {
              key: 'by',
              label: t('history.uploadedBy'),
              // One inline run: as flex items, the text around the dot would lose its spaces.
              children: (
                <span>
                  {upload.created_by ?? t('common.na')} · <DateTimeText value={upload.created_at} empty="" />
                </span>
              ),
            },
          ]}
        />
      }
    >
      <Panel title={t('history.months')}>
        <HistoryMonths months={upload.months} />
      </Panel>
      <Panel title={t('history.problems')}>
        {upload.errors.length ? (
          <RowErrorsTable errors={upload.errors} testId="history-upload-errors" />
        ) : (
          <EmptyState message={t('history.noProblems')} />
        )}
      </Panel>
    </RecordViewBody>
  );
}
