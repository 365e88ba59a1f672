import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalStatus } from '@clockroom/contracts';

const COLORS: Record<AppraisalStatus, string> = {
  draft: 'default',
  initiated: 'blue',
  in_review: 'gold',
  approved: 'green',
  rejected: 'red',
  ended: 'purple',
};

/** A group's or an appraisal's status (issue 22: draft, initiated, in review, approved, rejected, ended). */
export function AppraisalStatusTag({ status }: { status: AppraisalStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`appraisal-status-${status}`}>
      {t(`appraisalCycle.status_${status}`)}
    </Tag>
  );
}
