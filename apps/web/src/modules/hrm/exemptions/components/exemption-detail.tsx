import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExemptionDetail } from '@clockroom/contracts';
import { DetailDrawer } from '../../../../platform/ui/detail-drawer.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { ApprovalLevels } from '../../../../platform/approvers/components/approval-levels.tsx';
import { exemptionQuery } from '../api.ts';
import { ExemptionStatusTag } from './exemption-status-tag.tsx';

interface ExemptionDrawerProps {
  id: number | null;
  onClose: () => void;
  /** Buttons for the record (edit, approve...), given the loaded record. */
  footer?: (record: ExemptionDetail) => React.ReactNode;
}

/** The side panel of one request (spec 2 §3: it shows exemption_status and exemption_reason). */
export function ExemptionDrawer({ id, onClose, footer }: ExemptionDrawerProps) {
  const { t } = useTranslation();
  const record = useQuery({ ...exemptionQuery(id ?? 0), enabled: id !== null });
  // Spec 2 §8: a failed fetch of a single item for the side panel closes the panel.
  useEffect(() => {
    if (id !== null && record.isError) onClose();
  }, [id, record.isError, onClose]);
  const data = id !== null && record.data?.id === id ? record.data : undefined;
  return (
    <DetailDrawer
      open={id !== null}
      title={t('exemption.detailTitle', { id: id ?? '' })}
      onClose={onClose}
      loading={data === undefined}
      footer={data && footer ? footer(data) : undefined}
    >
      {data ? <ExemptionFacts record={data} /> : null}
    </DetailDrawer>
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
