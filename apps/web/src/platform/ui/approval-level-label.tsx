import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { approvalLevelLabel } from '@clockroom/contracts';

/** "Pending" for level 0 or less, else "1st Approver", "2nd Approver"… (spec 1 §4). */
export function ApprovalLevelLabel({ level }: { level: number }) {
  const { t } = useTranslation();
  return <Tag color={level <= 0 ? 'gold' : 'blue'}>{t(approvalLevelLabel(level))}</Tag>;
}
