import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@clockroom/contracts';
import { ApiError } from '../api/api-error.ts';
import { errorNotice } from './error-notice.ts';

describe('errorNotice (spec 1 §5: main message, then each error on its own line)', () => {
  it('lists field errors under the main message', () => {
    const error = new ApiError(422, 'The given data was invalid.', [
      { field: 'email', message: 'Kindly input a valid email' },
      { field: 'phone', message: 'Kindly input a phone number' },
    ]);
    expect(errorNotice(error)).toEqual({
      title: 'The given data was invalid.',
      lines: ['Kindly input a valid email', 'Kindly input a phone number'],
    });
  });

  it('drops duplicates and lines equal to the title', () => {
    const error = new ApiError(422, 'Kindly input a valid email', [
      { field: 'email', message: 'Kindly input a valid email' },
      { field: 'x', message: 'Other' },
      { field: 'y', message: 'Other' },
    ]);
    expect(errorNotice(error).lines).toEqual(['Other']);
  });

  it('handles plain errors, strings and the unknown', () => {
    expect(errorNotice(new Error('Boom'))).toEqual({ title: 'Boom', lines: [] });
    expect(errorNotice('Text')).toEqual({ title: 'Text', lines: [] });
    expect(errorNotice(undefined)).toEqual({ title: MESSAGES.genericError, lines: [] });
  });
});
