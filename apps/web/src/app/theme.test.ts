import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme.ts';

describe('themeFor', () => {
  it('turns antd motion off when the user asks for reduced motion, keeping the brand tokens', () => {
    const reduced = themeFor(true);
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(reduced.components).toBe(theme.components);
  });

  it('leaves the theme as it is otherwise', () => {
    expect(themeFor(false)).toBe(theme);
  });
});
