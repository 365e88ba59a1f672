import { describe, expect, it } from 'vitest';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './radio-name-path.ts';

describe('toNamePathStr stand-in', () => {
  it('names a radio group as antd does', () => {
    const names: unknown[] = [
      undefined,
      false,
      'gender',
      0,
      7,
      ['address', 'state'],
      ['items', 2, 'kind'],
      [],
    ];
    for (const name of names) {
      expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as Parameters<typeof antdToNamePathStr>[0]));
    }
  });
});
