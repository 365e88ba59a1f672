import { useTranslation } from 'react-i18next';
import { jobKindLabelKey } from '../../../../../platform/jobs/job-state.ts';

/** A kind as people say it ("Mail delivery"); a kind the web does not know is shown as the server names it. */
export function JobKindLabel({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const key = jobKindLabelKey(kind);
  return key ? t(key) : <code>{kind}</code>;
}
