import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AuditTrailEntry } from '@clockroom/contracts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { FactGrid, RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { auditTrailScreens } from '../admin.routes.tsx';
import { auditEntryQuery } from '../api.ts';
import { AuditChangesTable } from '../components/audit-changes-table.tsx';
import { descriptionText } from '../components/audit-description.ts';
import { actionText, entityText } from '../components/audit-words.ts';
import '../i18n.ts';
import '../admin.css';

const { paths } = auditTrailScreens;

/** /admin/payroll/audit-trail/view/{id}: who, when, what, and a table of the fields that changed. */
export default function AuditTrailViewPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={auditEntryQuery(id)}
      title={t('audit.viewTitle')}
      subtitle={(e) => descriptionText(t, i18n.language, e)}
    >
      {(entry) => <AuditEntryView entry={entry} />}
    </RecordPage>
  );
}

function AuditEntryView({ entry }: { entry: AuditTrailEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="audit-entry"
      back={{ ...paths.list, label: t('audit.backToList'), testId: 'audit-back' }}
      facts={
        <FactGrid
          items={[
            { key: 'who', label: t('audit.who'), children: entry.actor_name ?? t('audit.system') },
            {
              key: 'when',
              label: t('audit.when'),
              children: <DateTimeText value={entry.created_at} empty={t('audit.noValue')} />,
            },
            { key: 'action', label: t('audit.action'), children: actionText(t, entry.action) },
            { key: 'record', label: t('audit.record'), children: entityText(t, entry.entity) },
            { key: 'id', label: t('audit.recordId'), children: entry.entity_id ?? t('audit.noValue') },
            {
              key: 'what',
              label: t('audit.description'),
              children: descriptionText(t, i18n.language, entry),
              span: 'filled',
            },
          ]}
        />
      }
    >
      <Panel title={t('audit.changes')}>
        <AuditChangesTable changes={entry.changes} />
      </Panel>
    </RecordViewBody>
  );
}
