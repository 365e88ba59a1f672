import { describe, expect, it, vi } from 'vitest';
import type { Tx } from './database.ts';
import { runShape } from './prepared-shapes.ts';

const session = () => ({}) as Tx;
const builder = () => {
  const execute = vi.fn(async (values?: Record<string, unknown>) => [values]);
  const build = vi.fn(() => ({ prepare: () => ({ execute }) }));
  return { build, execute };
};

describe('runShape', () => {
  it('builds a shape once per session and runs it with each call’s values', async () => {
    const tx = session();
    const { build, execute } = builder();
    expect(await runShape(tx, 'list:current', build, { like: '%a%' })).toEqual([{ like: '%a%' }]);
    expect(await runShape(tx, 'list:current', build, { like: '%b%' })).toEqual([{ like: '%b%' }]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('builds again for another shape or another session', async () => {
    const { build } = builder();
    const tx = session();
    await runShape(tx, 'list:current', build, {});
    await runShape(tx, 'list:archived', build, {});
    await runShape(session(), 'list:current', build, {});
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps at most 200 shapes a session, then starts over', async () => {
    const { build } = builder();
    const tx = session();
    for (let i = 0; i < 201; i++) await runShape(tx, `list:${i}`, build, {});
    await runShape(tx, 'list:200', build, {});
    expect(build).toHaveBeenCalledTimes(201);
    await runShape(tx, 'list:0', build, {});
    expect(build).toHaveBeenCalledTimes(202);
  });
});
