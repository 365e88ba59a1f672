import { mutationOptions } from '@tanstack/react-query';
import type { EndpointAnswer, EndpointDefinition, EndpointInput } from '@clockroom/contracts';
import { endpointKey, submit } from './endpoint-client.ts';

/**
 * The two writes of a resource's screens, through the typed client: saving a record (create without
 * an id, update of that id with one) and deleting one by its id. Both show the server's message on
 * success. A module exports them under its own names (`saveTeamMutation`), so its screens read the
 * same as before; writes of another shape (a batch, an id in the body) stay the module's own.
 */
export const saveMutation = <C extends EndpointDefinition, U extends EndpointDefinition>(
  calls: { create: C; update: U },
  id?: number,
) =>
  mutationOptions({
    mutationKey: [...endpointKey(calls.create), 'save', id ?? 'new'],
    // The endpoints are generic here: the module's contracts have already typed the body and path.
    mutationFn: (body: EndpointInput<C>['body']): Promise<EndpointAnswer<C> | EndpointAnswer<U>> =>
      id === undefined
        ? submit(calls.create, { body } as never)
        : submit(calls.update, { params: { id }, body } as never),
    meta: { notifySuccess: true },
  });

/** Deletes the record whose id the call's path names (`DELETE …/:id`). */
export const deleteMutation = <D extends EndpointDefinition>(remove: D) =>
  mutationOptions({
    mutationKey: [...endpointKey(remove), 'delete'],
    mutationFn: (id: number) => submit(remove, { params: { id } } as never),
    meta: { notifySuccess: true },
  });
