import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { CategoryApproverDetail } from '@clockroom/contracts';
import { RecordPage } from '../../../ui/record-page.tsx';
import { categoryApproverQuery } from '../api.ts';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';

/** A screen about the approver list in the address (edit, view): loading, error, then the content. */
export function CategoryApproverRecord({
  title,
  children,
}: {
  title: string;
  children: (group: CategoryApproverDetail) => ReactNode;
}) {
  const { endpoints } = useCategoryApproverScreens();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={categoryApproverQuery(endpoints, id)} title={title} subtitle={(g) => g.description}>
      {children}
    </RecordPage>
  );
}
