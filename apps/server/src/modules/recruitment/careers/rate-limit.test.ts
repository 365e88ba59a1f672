import { describe, expect, it } from 'vitest';
import { admitAttempt, hashKey, type Admission, type AttemptStore } from './rate-limit.ts';

/** The store in memory, with the clock the test sets. */
function memoryStore(clock: { now: Date }) {
  const rows: { id: number; ipHash: string; emailHash: string | null; postingId: number; at: Date }[] = [];
  const locks: string[] = [];
  const store: AttemptStore = {
    lock: async (key) => {
      locks.push(key);
    },
    countByIp: async (ipHash, since) => rows.filter((r) => r.ipHash === ipHash && r.at > since).length,
    countByEmail: async (postingId, emailHash, since) =>
      rows.filter((r) => r.postingId === postingId && r.emailHash === emailHash && r.at > since).length,
    record: async (a) => {
      rows.push({ ...a, id: rows.length + 1, emailHash: null, at: clock.now });
      return rows.length;
    },
    accept: async (id, emailHash) => {
      const row = rows.find((r) => r.id === id);
      if (row) row.emailHash = emailHash;
    },
  };
  return { store, rows, locks };
}

const at = (iso: string) => new Date(iso);
/** An admitted attempt whose application is accepted; answers the refusal otherwise. */
async function applied(admission: Promise<Admission>) {
  const a = await admission;
  if (!a.admitted) return a.refused;
  await a.accept();
  return 'admitted';
}

describe('careers rate limiter', () => {
  it('admits 5 attempts per IP in 10 minutes, refuses the 6th, admits again after the window', async () => {
    const clock = { now: at('2026-11-29T08:00:00Z') };
    const { store } = memoryStore(clock);
    const attempt = (email: string) => ({
      companyId: 1,
      ip: '10.0.0.1',
      email,
      postingId: 1,
      now: clock.now,
    });
    for (let i = 0; i < 5; i += 1)
      expect((await admitAttempt(store, attempt(`p${i}@x.test`))).admitted).toBe(true);
    expect(await admitAttempt(store, attempt('p6@x.test'))).toEqual({
      admitted: false,
      refused: 'too-many-from-ip',
    });
    clock.now = at('2026-11-29T08:10:01Z');
    expect((await admitAttempt(store, { ...attempt('p7@x.test'), now: clock.now })).admitted).toBe(true);
  });

  it('accepts 3 applications per email and posting in 24 hours from any address; another posting is apart', async () => {
    const clock = { now: at('2026-11-29T08:00:00Z') };
    const { store } = memoryStore(clock);
    const attempt = (ip: string, postingId = 1, email = 'Ada@X.test') => ({
      companyId: 1,
      ip,
      email,
      postingId,
      now: clock.now,
    });
    expect(await applied(admitAttempt(store, attempt('1.1.1.1')))).toBe('admitted');
    expect(await applied(admitAttempt(store, attempt('1.1.1.2', 1, 'ada@x.test')))).toBe('admitted');
    expect(await applied(admitAttempt(store, attempt('1.1.1.3')))).toBe('admitted');
    expect(await applied(admitAttempt(store, attempt('1.1.1.4')))).toBe('too-many-for-email');
    expect(await applied(admitAttempt(store, attempt('1.1.1.4', 2)))).toBe('admitted');
    clock.now = at('2026-11-30T08:00:01Z');
    expect(await applied(admitAttempt(store, attempt('1.1.1.5')))).toBe('admitted');
  });

  it('counts a refused form against the address but not against the email', async () => {
    const clock = { now: at('2026-11-29T08:00:00Z') };
    const { store } = memoryStore(clock);
    for (let i = 0; i < 4; i += 1)
      expect(
        (
          await admitAttempt(store, {
            companyId: 1,
            ip: '2.2.2.2',
            email: 'typo@x.test',
            postingId: 1,
            now: clock.now,
          })
        ).admitted,
      ).toBe(true);
    expect(
      await applied(
        admitAttempt(store, {
          companyId: 1,
          ip: '2.2.2.2',
          email: 'typo@x.test',
          postingId: 1,
          now: clock.now,
        }),
      ),
    ).toBe('admitted');
    expect(
      await admitAttempt(store, {
        companyId: 1,
        ip: '2.2.2.2',
        email: 'other@x.test',
        postingId: 1,
        now: clock.now,
      }),
    ).toEqual({
      admitted: false,
      refused: 'too-many-from-ip',
    });
  });

  it('does not record a refused attempt, so a flood does not extend its own block', async () => {
    const clock = { now: at('2026-11-29T08:00:00Z') };
    const { store, rows } = memoryStore(clock);
    for (let i = 0; i < 20; i += 1)
      await admitAttempt(store, { companyId: 1, ip: '9.9.9.9', email: null, postingId: 1, now: clock.now });
    expect(rows).toHaveLength(5);
  });

  it('locks the address then the email, and keeps only hashes', async () => {
    const clock = { now: at('2026-11-29T08:00:00Z') };
    const { store, rows, locks } = memoryStore(clock);
    await applied(
      admitAttempt(store, { companyId: 3, ip: '10.1.1.1', email: 'a@b.test', postingId: 4, now: clock.now }),
    );
    expect(locks).toEqual([`ip:${hashKey(3, '10.1.1.1')}`, `email:4:${hashKey(3, 'a@b.test')}`]);
    expect(rows[0]?.emailHash).toBe(hashKey(3, 'a@b.test'));
    expect(JSON.stringify(rows)).not.toContain('10.1.1.1');
    expect(JSON.stringify(rows)).not.toContain('a@b.test');
    expect(hashKey(3, 'x')).not.toBe(hashKey(4, 'x'));
  });
});
