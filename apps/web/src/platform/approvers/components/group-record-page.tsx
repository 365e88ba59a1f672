import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApproverGroupDetail } from '@clockroom/contracts';
import { RecordPage } from '../../ui/record-page.tsx';
import { approverGroupQuery } from '../api.ts';
import { useApproverScreens } from '../use-approver-screens.ts';

/** A screen about the group in the address (edit, view, assign): its module and name under the title. */
export function GroupRecordPage({
  title,
  id: given,
  children,
}: {
  title: string;
  /** The group's id when the address has none (view without an id); else the address's. */
  id?: string;
  children: (group: ApproverGroupDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const { api, subject } = useApproverScreens();
  const { id: param } = useParams({ strict: false }) as { id?: string };
  const id = given ?? param ?? '';
  return (
    <RecordPage
      query={approverGroupQuery(api, id)}
      title={title}
      subtitle={(group) => `${t(subject)} · ${group.group_name}`}
    >
      {children}
    </RecordPage>
  );
}
