/// <reference types="node" />
// Node types for this test only: it lists the package's own files; contracts code runs in browsers too.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../message-catalogue.ts';
import { messagePair, type MessagePair } from './messages-pair.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('-messages.ts'),
);

/** Every `*_MESSAGE_PAIR` a contracts messages file exports. */
async function exportedPairs(): Promise<{ name: string; pair: MessagePair }[]> {
  const found: { name: string; pair: MessagePair }[] = [];
  for (const file of sourceFiles) {
    const exports = (await import(`${srcDir}/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith('_MESSAGE_PAIR')) found.push({ name: `${file} ${name}`, pair: value as MessagePair });
  }
  return found;
}

describe('message pairs', () => {
  it('pairs each table under the namespace the catalogue gives it (codes are API)', async () => {
    const pairs = await exportedPairs();
    expect(pairs.length).toBeGreaterThan(25);
    const misplaced = pairs
      .filter(({ pair }) => messageCatalogue.tables[pair.namespace] !== pair.english)
      .map(({ name, pair }) => `${name}: ${pair.namespace}`);
    expect(misplaced).toEqual([]);
  });

  it('has French for every English key, and no other', async () => {
    for (const { name, pair } of await exportedPairs())
      expect(Object.keys(pair.french).sort(), name).toEqual(Object.keys(pair.english).sort());
  });

  it('keeps the tables and parameter names it is given', () => {
    const english = { taken: 'This name is taken', inUse: (count: number) => `Used by ${count}` };
    const pair = messagePair(
      'things',
      english,
      { taken: 'Ce nom est pris', inUse: 'Utilisé par {{count}}' },
      {
        inUse: ['count'],
      },
    );
    expect(pair).toEqual({
      namespace: 'things',
      english,
      french: { taken: 'Ce nom est pris', inUse: 'Utilisé par {{count}}' },
      params: { inUse: ['count'] },
    });
  });
});
