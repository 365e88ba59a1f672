import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANCH_ENDPOINTS, TEAM_ENDPOINTS, endpointPath } from '@clockroom/contracts';
import { API_BASE } from './client.ts';
import { deleteMutation, saveMutation } from './record-mutations.ts';

/** Runs a mutation's call as useMutation would, without a React tree. */
const run = (options: { mutationFn?: unknown }, v: unknown) =>
  (options.mutationFn as (v: unknown) => Promise<unknown>)(v);

// The network is stubbed rather than the client module: unit files share a worker's imports
// (vitest.config.ts), so a module mock would not reach a client another file loaded first.
describe('the record mutations', () => {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(Response.json({ message: 'Saved', data: {} })),
  );
  const sent = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });
  const body = { team_name: 'Ops' };

  it('creates without an id and updates the record an id names, showing the server message', async () => {
    await run(saveMutation(TEAM_ENDPOINTS), body);
    await run(saveMutation(TEAM_ENDPOINTS, 7), body);
    expect(sent()).toEqual([
      `POST ${API_BASE}${TEAM_ENDPOINTS.create.path}`,
      `PUT ${API_BASE}${endpointPath(TEAM_ENDPOINTS.update.path, { id: 7 })}`,
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(body));
    expect(saveMutation(TEAM_ENDPOINTS).meta).toEqual({ notifySuccess: true });
  });

  it('deletes the record by the id in its path', async () => {
    await run(deleteMutation(BRANCH_ENDPOINTS.delete), 3);
    expect(sent()).toEqual([`DELETE ${API_BASE}${endpointPath(BRANCH_ENDPOINTS.delete.path, { id: 3 })}`]);
  });
});
