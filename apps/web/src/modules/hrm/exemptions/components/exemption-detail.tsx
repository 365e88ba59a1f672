import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExemptionDetail } from '@clockroom/contracts';
import { RecordDrawer, type RecordDrawerProps } from '../../../../platform/ui/record-drawer.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { ApprovalLevels } from '../../../../platform/approvers/components/approval-levels.tsx';
import { exemptionQuery } from '../api.ts';
import { ExemptionStatusTag } from './exemption-status-tag.tsx';

/** The side panel of one request (spec 2 §3: it shows exemption_status and exemption_reason). */
export function ExemptionDrawer(props: RecordDrawerProps<ExemptionDetail>) {
  const { t } = useTranslation();
  return (
    <RecordDrawer
      {...props}
      query={exemptionQuery}
      title={t('exemption.detailTitle', { id: props.id ?? '' })}
    >
      {(record) => <ExemptionFacts record={record} />}
    </RecordDrawer>
  );
}

function ExemptionFacts({ record }: { record: ExemptionDetail }) {
  const { t } = useTranslation();
  return (
    <div data-testid="exemption-detail">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('exemption.employee')}>{record.employee_name}</Descriptions.Item>
        <Descriptions.Item label={t('exemption.date')}>
          <DateText value={record.date} />
        </Descriptions.Item>
        <Descriptions.Item label={t('exemption.exemption_status')}>
          <ExemptionStatusTag status={record.exemption_status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('exemption.exemption_reason')}>
          <span className="cr-wrap" data-testid="exemption-detail-reason">
            {record.exemption_reason}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('exemption.requestedOn')}>
          {formatDateTime(record.created_at)}
        </Descriptions.Item>
      </Descriptions>
      <ApprovalLevels type={record.approval_type} levels={record.levels} testIdPrefix="exemption-level" />
    </div>
  );
}
