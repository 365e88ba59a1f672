import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '@clockroom/contracts';
import { declaringMessageCode, validationCode, withMessageCodes } from './message-codes.ts';
import { z } from 'zod';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * Texts the server writes literally where a message goes (`ok('…'`, `message: '…'`, an error helper's
 * argument). Each needs a code, so it belongs in a contracts table: this lists those that are not.
 */
const LITERAL_MESSAGE =
  /\b(?:ok|notFound|forbidden|conflict|unauthorized)\(\s*'([^']+)'|invalidField\([^,]+,\s*'([^']+)'|new AppError\(\s*\d+,\s*'([^']+)'|\bmessage: '([^']+)'/g;

function literalMessages(): { file: string; text: string }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      f.endsWith('.ts') && !f.includes('.test.') && !f.includes(`test${path.sep}`) && !f.includes('db/seed'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(LITERAL_MESSAGE)].map((m) => ({
      file,
      text: m[1] ?? m[2] ?? m[3] ?? m[4] ?? '',
    })),
  );
}

describe('message codes', () => {
  it('finds a code for every text the server writes literally as a message', () => {
    const literal = literalMessages();
    expect(literal.map((m) => m.text)).toContain('Home details');
    const uncoded = literal.filter(({ text }) => !messageCatalogue.codeOf(text));
    expect(uncoded).toEqual([]);
  });

  it('codes the answer and its field errors, leaving coded and unknown texts as they are', () => {
    const body = withMessageCodes({
      message: 'Please input leave type name',
      errors: [
        { field: 'leave_name', message: 'Please input leave type name' },
        { field: 'x', message: 'A text nobody catalogued' },
      ],
    });
    expect(body).toEqual({
      message: 'Please input leave type name',
      code: 'leave_types.nameRequired',
      errors: [
        { field: 'leave_name', message: 'Please input leave type name', code: 'leave_types.nameRequired' },
        { field: 'x', message: 'A text nobody catalogued' },
      ],
    });
    expect(withMessageCodes({ message: 'x', code: 'given.code' })).toEqual({
      message: 'x',
      code: 'given.code',
    });
    expect(withMessageCodes('plain text')).toBe('plain text');
    expect(withMessageCodes([{ message: 'Home details' }])).toEqual([{ message: 'Home details' }]);
  });

  it('lets a message-only schema write the code, leaving envelopes and other schemas alone', () => {
    const own = declaringMessageCode(z.object({ message: z.string() }));
    expect(own.parse({ message: 'm', code: 'c', params: { a: '1' } })).toEqual({
      message: 'm',
      code: 'c',
      params: { a: '1' },
    });
    const other = z.object({ id: z.number() });
    expect(declaringMessageCode(other)).toBe(other);
  });

  it("codes a Zod check by the contract's message, else by the check's kind", () => {
    expect(validationCode('Please input leave type name', 'too_small')).toEqual({
      code: 'leave_types.nameRequired',
    });
    expect(validationCode('Too small: expected string to have >=1 characters', 'too_small')).toEqual({
      code: 'validation.too_small',
    });
    expect(validationCode('Whatever a refinement said', 'a_future_kind')).toEqual({
      code: 'validation.custom',
    });
  });
});
