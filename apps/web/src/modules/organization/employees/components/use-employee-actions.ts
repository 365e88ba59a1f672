import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeStatusEndpoint } from '@clockroom/contracts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import {
  archiveMutation,
  deleteArchivedMutation,
  refreshEmployees,
  restoreMutation,
  statusMutation,
} from '../api.ts';

/**
 * The status, archive, restore and delete calls, each showing the server's message and refreshing
 * every cached employee list and profile. `after` runs on success (clear a selection, leave a page).
 */
export function useEmployeeActions() {
  const qc = useQueryClient();
  const done = (message: string) => {
    notifySuccess(message);
    return refreshEmployees(qc);
  };
  const onError = (error: unknown) => notifyError(error);
  const status = useMutation({ ...statusMutation(), onSuccess: (r) => done(r.message), onError });
  const archive = useMutation({ ...archiveMutation(), onSuccess: (r) => done(r.message), onError });
  const restore = useMutation({ ...restoreMutation(), onSuccess: (r) => done(r.message), onError });
  const remove = useMutation({ ...deleteArchivedMutation(), onSuccess: (r) => done(r.message), onError });
  const busy = status.isPending || archive.isPending || restore.isPending || remove.isPending;
  const quietly = <T>(p: Promise<T>) => p.then(() => true).catch(() => false);
  return {
    busy,
    setStatus: (endpoint: EmployeeStatusEndpoint, ids: number[]) =>
      quietly(status.mutateAsync({ endpoint, ids })),
    archive: (ids: number[]) => quietly(archive.mutateAsync(ids)),
    restore: (ids: number[]) => quietly(restore.mutateAsync(ids)),
    deleteForever: (ids: number[]) => quietly(remove.mutateAsync(ids)),
  };
}
