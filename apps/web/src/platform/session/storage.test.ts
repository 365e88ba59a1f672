import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@clockroom/contracts';
import { STORAGE_KEYS, ensureAppVersion, memoryStore, readJson, writeJson } from './storage.ts';

describe('ensureAppVersion (spec 1 §4 start-up)', () => {
  it('clears everything and records 4.1 when no version is stored', () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.token, 'old-token');
    store.setItem(STORAGE_KEYS.company, '{}');
    expect(ensureAppVersion(store)).toBe(true);
    expect(store.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.company)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.appVersion)).toBe(APP_VERSION);
    expect(APP_VERSION).toBe('4.1');
  });

  it('leaves storage alone when a version is present', () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.appVersion, '4.1');
    store.setItem(STORAGE_KEYS.token, 't');
    expect(ensureAppVersion(store)).toBe(false);
    expect(store.getItem(STORAGE_KEYS.token)).toBe('t');
  });
});

describe('readJson / writeJson', () => {
  it('round-trips values and removes on null', () => {
    const store = memoryStore();
    writeJson(store, 'user', { id: 1 });
    expect(readJson(store, 'user')).toEqual({ id: 1 });
    writeJson(store, 'user', null);
    expect(store.getItem('user')).toBeNull();
  });

  it('drops a corrupt value instead of throwing', () => {
    const store = memoryStore();
    store.setItem('user', '{not json');
    expect(readJson(store, 'user')).toBeNull();
    expect(store.getItem('user')).toBeNull();
  });
});
