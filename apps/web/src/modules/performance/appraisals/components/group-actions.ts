import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupActionMutation, refreshAppraisals } from '../api.ts';

/** Initiating (sending) and ending a group (issue 22), each asked for first by its caller. */
export function useGroupActions() {
  const queryClient = useQueryClient();
  const refresh = () => refreshAppraisals(queryClient);
  const initiate = useMutation({ ...groupActionMutation('initiate'), onSuccess: refresh });
  const end = useMutation({ ...groupActionMutation('end'), onSuccess: refresh });
  return { initiate, end };
}
