import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnrolmentStatus } from '@clockroom/contracts';

const COLOURS: Record<EnrolmentStatus, string> = { enrolled: 'blue', completed: 'green', no_show: 'red' };

export function EnrolmentTag({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`training.status.${status}`)}</Tag>;
}
