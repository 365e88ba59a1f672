import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANCH_ENDPOINTS, TEAM_ENDPOINTS, endpointPath } from '@clockroom/contracts';
import { deleteMutation, saveMutation } from './record-mutations.ts';

const request = vi.hoisted(() =>
  vi.fn(async (_method: string, _path: string) => ({ message: 'Saved', data: {} })),
);
vi.mock('./client.ts', () => ({ API_BASE: '/api', request }));

/** Runs a mutation's call as useMutation would, without a React tree. */
const run = (options: { mutationFn?: unknown }, v: unknown) =>
  (options.mutationFn as (v: unknown) => Promise<unknown>)(v);

describe('the record mutations', () => {
  afterEach(() => request.mockClear());
  const body = { team_name: 'Ops' };

  it('creates without an id and updates the record an id names, showing the server message', async () => {
    await run(saveMutation(TEAM_ENDPOINTS), body);
    await run(saveMutation(TEAM_ENDPOINTS, 7), body);
    expect(request.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      `POST ${TEAM_ENDPOINTS.create.path}`,
      `PUT ${endpointPath(TEAM_ENDPOINTS.update.path, { id: 7 })}`,
    ]);
    expect(saveMutation(TEAM_ENDPOINTS).meta).toEqual({ notifySuccess: true });
  });

  it('deletes the record by the id in its path', async () => {
    await run(deleteMutation(BRANCH_ENDPOINTS.delete), 3);
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual([
      'DELETE',
      endpointPath(BRANCH_ENDPOINTS.delete.path, { id: 3 }),
    ]);
  });
});
