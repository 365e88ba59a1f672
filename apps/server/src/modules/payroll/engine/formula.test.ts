import { describe, expect, it } from 'vitest';
import { PAY_BREAKDOWN_RULE_MESSAGES as R } from '@clockroom/contracts';
import { Exact } from './exact.ts';
import { FormulaProblem, parseFormula } from './formula.ts';

/** The formula's value as two-decimal naira text, with these names' values (naira text). */
function value(text: string, values: Record<string, string> = {}): string {
  const all: Record<string, string> = {
    monthly_salary: '300000',
    days_in_month: '30',
    days_paid: '30',
    ...values,
  };
  return parseFormula(text)
    .evaluate((name) => {
      const v = all[name];
      if (v === undefined) throw new Error(`no value for ${name}`);
      return Exact.decimal(v);
    })
    .toFixed(2);
}

/** The problem's message for a component coded X. */
function problem(text: string, values: Record<string, string> = {}): string {
  try {
    value(text, values);
  } catch (error) {
    if (error instanceof FormulaProblem) return error.describe('X');
    throw error;
  }
  throw new Error(`${text} has no problem`);
}

describe('formulas', () => {
  it('computes exactly in decimals, with precedence, parentheses and unary minus', () => {
    expect(value('monthly_salary * 0.1')).toBe('30000.00');
    expect(value('0.1 + 0.2')).toBe('0.30');
    expect(value('(monthly_salary - 100000) / 3')).toBe('66666.67');
    expect(value('-BASIC + 2 * 3', { BASIC: '10' })).toBe('-4.00');
    expect(value('+.5 * 4')).toBe('2.00');
  });

  it('reads codes in any case as the component’s amount, and the variables in any case', () => {
    expect(value('basic + Housing', { BASIC: '100.25', HOUSING: '50.50' })).toBe('150.75');
    expect(value('MONTHLY_SALARY / Days_In_Month * days_paid')).toBe('300000.00');
    expect(parseFormula('basic + housing * basic').refs).toEqual(['BASIC', 'HOUSING']);
  });

  it('has min, max, round (half up, to places) and the conditional as if() or ?:', () => {
    expect(value('min(monthly_salary * 0.2, 50000)')).toBe('50000.00');
    expect(value('max(10, 20, 15)')).toBe('20.00');
    expect(value('round(2.5)')).toBe('3.00');
    expect(value('round(-2.5)')).toBe('-3.00');
    expect(value('round(1234.565, 2)')).toBe('1234.57');
    expect(value('round(1234.5, 0)')).toBe('1235.00');
    expect(value('if(days_paid < days_in_month, 1000, 2000)')).toBe('2000.00');
    expect(value('days_paid >= 30 ? 1 : 2')).toBe('1.00');
    expect(value('BASIC > 0 and HOUSING > 0 ? 1 : 0', { BASIC: '1', HOUSING: '0' })).toBe('0.00');
    expect(value('BASIC > 0 or HOUSING > 0 ? 1 : 0', { BASIC: '1', HOUSING: '0' })).toBe('1.00');
    expect(value('!(BASIC == 1) || not (BASIC != 1) ? 7 : 8', { BASIC: '1' })).toBe('7.00');
    expect(value('true ? 1 : 2')).toBe('1.00');
  });

  it('evaluates only the branch taken', () => {
    expect(value('if(days_paid > 0, monthly_salary / days_paid, 1 / 0)')).toBe('10000.00');
  });

  it('refuses a division by zero with a clear message', () => {
    expect(problem('monthly_salary / (days_in_month - days_paid)')).toBe(R.formulaDivisionByZero('X'));
  });

  it('refuses what does not parse, with the character', () => {
    expect(problem('monthly_salary *')).toBe(R.formulaSyntax('X', '17'));
    expect(problem('(1 + 2')).toMatch(/^Formula of X cannot be read at character \d+$/);
    expect(problem('1 2')).toBe(R.formulaSingle('X'));
    expect(problem('1; 2')).toBe(R.formulaSingle('X'));
  });

  it('refuses JavaScript: member access, this, strings, other calls and operators', () => {
    expect(problem('BASIC.constructor')).toBe(R.formulaMember('X'));
    expect(problem('BASIC["constructor"]')).toBe(R.formulaMember('X'));
    expect(problem('__proto__.polluted')).toBe(R.formulaMember('X'));
    expect(problem('constructor.constructor("return process")()')).toBe(R.formulaFunction('X', '( )'));
    expect(problem('this')).toBe(R.formulaPart('X', 'this'));
    expect(problem('"text"')).toBe(R.formulaPart('X', '"text"'));
    expect(problem('null')).toBe(R.formulaPart('X', 'null'));
    expect(problem('[1, 2]')).toBe(R.formulaPart('X', '[ ]'));
    expect(problem('1e3')).toBe(R.formulaPart('X', '1e3'));
    expect(problem('eval(1)')).toBe(R.formulaFunction('X', 'eval'));
    expect(problem('Math.max(1, 2)')).toBe(R.formulaFunction('X', '( )'));
    expect(problem('2 ** 3')).toBe(R.formulaOperator('X', '**'));
    expect(problem('5 % 2')).toBe(R.formulaOperator('X', '%'));
    expect(problem('~1')).toBe(R.formulaOperator('X', '~'));
  });

  it('treats constructor and __proto__ as plain names, never as properties', () => {
    expect(parseFormula('constructor + __proto__').refs).toEqual(['CONSTRUCTOR', '__PROTO__']);
  });

  it('checks amounts against conditions and the functions’ values', () => {
    expect(problem('days_paid > 1')).toBe(R.formulaNotAmount('X'));
    expect(problem('1 + (2 > 1)')).toBe(R.formulaNotAmount('X'));
    expect(problem('if(1, 2, 3)')).toBe(R.formulaNotCondition('X'));
    expect(problem('1 and 2 ? 1 : 0')).toBe(R.formulaNotCondition('X'));
    expect(problem('if(true, 1)')).toBe(R.formulaArguments('X', 'if'));
    expect(problem('min()')).toBe(R.formulaArguments('X', 'min'));
    expect(problem('round(1, 2, 3)')).toBe(R.formulaArguments('X', 'round'));
    expect(problem('round(1, 7)')).toBe(R.formulaRoundPlaces('X'));
    expect(problem('round(1, days_paid)')).toBe(R.formulaRoundPlaces('X'));
  });

  it('parses a text once and answers the same formula after', () => {
    expect(parseFormula('BASIC * 2')).toBe(parseFormula('BASIC * 2'));
    expect(() => parseFormula('BASIC *')).toThrow(FormulaProblem);
  });
});
