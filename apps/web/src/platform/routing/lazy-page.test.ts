import { describe, expect, it } from 'vitest';
import { withTimeout } from './lazy-page.ts';

describe('withTimeout (spec 1 §8: lazy parts fail after a timeout)', () => {
  it('passes a result through', async () => {
    await expect(withTimeout(Promise.resolve(42), 50, 'slow')).resolves.toBe(42);
  });

  it('rejects with the given message when too slow', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 10, 'errors.lazyTimeout')).rejects.toThrow('errors.lazyTimeout');
  });

  it('passes a failure through as an Error', async () => {
    await expect(withTimeout(Promise.reject(new Error('chunk failed')), 50, 'slow')).rejects.toThrow(
      'chunk failed',
    );
  });
});
