import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobStateName } from '@clockroom/contracts';
import { jobStateColor } from '../../../../../platform/jobs/job-state.ts';

export function JobStateTag({ state }: { state: JobStateName }) {
  const { t } = useTranslation();
  return (
    <Tag color={jobStateColor(state)} data-testid="job-state">
      {t(`jobs.state.${state}`)}
    </Tag>
  );
}
