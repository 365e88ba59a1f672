import { useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { transactionQuery } from '../api.ts';
import { CommandLog } from '../components/command-log.tsx';
import { TransactionStateTag } from '../components/command-status.tsx';
import '../i18n.ts';
import '../devices.css';

/** /admin/attendance/devices/transactions/logs/{id}: one operation's commands and their results. */
export default function TransactionLogPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={transactionQuery(id)}
      title={t('device.logTitle', { id })}
      subtitle={(r) => (
        <>
          {t(`device.kind.${r.kind}`)} · {r.description} <TransactionStateTag state={r.state} />
        </>
      )}
    >
      {(record) => (
        <Panel>
          {record.state === 'pending' ? (
            <Alert type="info" showIcon title={t('device.logPending')} className="cr-device-section" />
          ) : null}
          <div className="cr-device-section">
            <CommandLog key={record.state} transactionId={record.id} pending={record.state === 'pending'} />
          </div>
        </Panel>
      )}
    </RecordPage>
  );
}
