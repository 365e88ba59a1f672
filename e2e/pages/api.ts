import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A journey's setup or check through the API, as a signed-in user: the call must succeed, and its
 * `data` is answered. Setup that is another journey's screens (a group, a month's pay) goes this way.
 */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
