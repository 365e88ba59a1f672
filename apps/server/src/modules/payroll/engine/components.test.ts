import { describe, expect, it } from 'vitest';
import { PAY_BREAKDOWN_RULE_MESSAGES as R } from '@clockroom/contracts';
import { ComponentError, evaluateComponents, formulaProblems, type ComponentRule } from './components.ts';

let nextId = 1;
function rule(code: string, how: Partial<ComponentRule>): ComponentRule {
  const id = nextId++;
  return {
    payBreakdownId: id,
    code,
    name: code.charAt(0) + code.slice(1).toLowerCase(),
    componentType: 'other',
    calculationType: 'percentage',
    percentage: null,
    amountKobo: null,
    formula: null,
    isPensionable: false,
    isTaxable: true,
    position: id,
    ...how,
  };
}
const pct = (code: string, percentage: string, more: Partial<ComponentRule> = {}) =>
  rule(code, { calculationType: 'percentage', percentage, ...more });
const fixed = (code: string, amountKobo: bigint, more: Partial<ComponentRule> = {}) =>
  rule(code, { calculationType: 'fixed', amountKobo, ...more });
const formula = (code: string, text: string, more: Partial<ComponentRule> = {}) =>
  rule(code, { calculationType: 'formula', formula: text, ...more });

const FULL = { daysInMonth: 30, daysPaid: 30 };
/** code → kobo */
function amounts(rules: readonly ComponentRule[], monthlySalaryKobo: bigint, days = FULL) {
  return Object.fromEntries(
    evaluateComponents(rules, { monthlySalaryKobo, ...days }).map((c) => [c.code, c.amountKobo]),
  );
}

describe('evaluateComponents', () => {
  it('splits the monthly salary by percentages, in position order, with each rule’s flags', () => {
    const rules = [
      pct('HOUSING', '30.00', { position: 2, componentType: 'housing', isPensionable: true }),
      pct('BASIC', '40.00', { position: 1, componentType: 'basic', isPensionable: true }),
      pct('UTILITY', '30', { position: 3, isTaxable: false }),
    ];
    const out = evaluateComponents(rules, { monthlySalaryKobo: 25_000_000n, ...FULL });
    expect(out.map((c) => [c.code, c.amountKobo, c.componentType, c.isPensionable, c.isTaxable])).toEqual([
      ['BASIC', 10_000_000n, 'basic', true, true],
      ['HOUSING', 7_500_000n, 'housing', true, true],
      ['UTILITY', 7_500_000n, 'other', false, false],
    ]);
  });

  it('pays a fixed amount as it is', () => {
    expect(amounts([fixed('MEAL', 1_500_050n)], 0n)).toEqual({ MEAL: 1_500_050n });
  });

  it('prorates percentage and fixed by days paid over days in the month, but not a formula', () => {
    const rules = [pct('BASIC', '40'), fixed('MEAL', 3_100_000n), formula('BONUS', '1000')];
    expect(amounts(rules, 31_000_000n, { daysInMonth: 31, daysPaid: 10 })).toEqual({
      BASIC: 4_000_000n,
      MEAL: 1_000_000n,
      BONUS: 100_000n,
    });
  });

  it('rounds each amount once, half up, to the kobo', () => {
    // 33.33 % of ₦1,000.01 = 33330.3333 kobo → 33330; 1/3 of 100001 kobo = 33333.67 → 33334.
    expect(amounts([pct('A', '33.33')], 100_001n)).toEqual({ A: 33_330n });
    expect(amounts([fixed('B', 100_001n)], 0n, { daysInMonth: 3, daysPaid: 1 })).toEqual({ B: 33_334n });
    // 0.005 naira is half a kobo: up, once (not 0.00 then 0.01 twice).
    expect(amounts([formula('C', '0.005 + 0.005')], 0n)).toEqual({ C: 1n });
    expect(amounts([formula('D', '0.005')], 0n)).toEqual({ D: 1n });
    expect(amounts([formula('E', '0.0049')], 0n)).toEqual({ E: 0n });
  });

  it('evaluates formulas in dependency order over other components’ amounts, in naira', () => {
    const rules = [
      formula('TRANSPORT', 'min(BASIC * 0.25, 20000)', { position: 1 }),
      formula('HOUSING', 'round(BASIC / 3, 2)', { position: 2 }),
      pct('BASIC', '50', { position: 3 }),
      formula('LEAVE', 'if(days_paid < days_in_month, 0, max(HOUSING, TRANSPORT) + 0.005)', { position: 4 }),
    ];
    expect(amounts(rules, 10_000_000n)).toEqual({
      TRANSPORT: 1_250_000n,
      HOUSING: 1_666_667n,
      BASIC: 5_000_000n,
      LEAVE: 1_666_668n,
    });
    expect(evaluateComponents(rules, { monthlySalaryKobo: 10_000_000n, ...FULL }).map((c) => c.code)).toEqual(
      ['TRANSPORT', 'HOUSING', 'BASIC', 'LEAVE'],
    );
  });

  it('reads a code the package does not pay as 0, and pays 0 for a negative result', () => {
    expect(amounts([formula('X', 'HOUSING + 100'), formula('Y', '100 - monthly_salary')], 50_000n)).toEqual({
      X: 10_000n,
      Y: 0n,
    });
  });

  it('lets an override (a fixed rule) feed the formulas that read it', () => {
    const rules = [fixed('BASIC', 20_000_000n), formula('HOUSING', 'BASIC / 2')];
    expect(amounts(rules, 99_999_999n)).toEqual({ BASIC: 20_000_000n, HOUSING: 10_000_000n });
  });

  it('refuses a cycle, naming its path, and a division by zero', () => {
    const cycle = [formula('BASIC', 'HOUSING * 2'), formula('HOUSING', 'BASIC / 2')];
    expect(() => amounts(cycle, 1n)).toThrow(ComponentError);
    expect(() => amounts(cycle, 1n)).toThrow(/refers to itself through/);
    expect(() => amounts([formula('Z', 'monthly_salary / (days_in_month - days_paid)')], 1n)).toThrow(
      R.formulaDivisionByZero('Z'),
    );
  });

  it('plans a rules array once, so a run over many employees stays fast', () => {
    const rules = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? pct(`P${i}`, '4.5') : formula(`F${i}`, `round(P${i - 1} * 1.1 + days_paid, 2)`),
    );
    const started = performance.now();
    for (let e = 0; e < 10_000; e++) {
      evaluateComponents(rules, { monthlySalaryKobo: BigInt(10_000_000 + e), daysInMonth: 31, daysPaid: 31 });
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('formulaProblems', () => {
  it('finds nothing wrong with good rules', () => {
    expect(formulaProblems([pct('BASIC', '40'), formula('HOUSING', 'BASIC * 0.75')])).toEqual([]);
  });

  it('names unknown names, syntax errors and missing formulas per rule', () => {
    const unknown = formula('HOUSING', 'BASIC * 0.75 + bonus');
    const broken = formula('BROKEN', '1 +');
    const empty = formula('EMPTY', ' ');
    const member = formula('PROTO', '__proto__.x');
    const problems = formulaProblems([pct('BASIC', '40'), unknown, broken, empty, member]);
    expect(problems).toEqual([
      { payBreakdownId: unknown.payBreakdownId, message: R.formulaUnknownName('HOUSING', 'BONUS') },
      { payBreakdownId: broken.payBreakdownId, message: R.formulaSyntax('BROKEN', '4') },
      { payBreakdownId: empty.payBreakdownId, message: 'Please enter formula' },
      { payBreakdownId: member.payBreakdownId, message: R.formulaMember('PROTO') },
    ]);
  });

  it('refuses constructor, __proto__ and this as names', () => {
    for (const text of ['constructor', '__proto__', 'toString']) {
      expect(formulaProblems([formula('A', text)])[0]?.message).toBe(
        R.formulaUnknownName('A', text.toUpperCase()),
      );
    }
    expect(formulaProblems([formula('A', 'this')])[0]?.message).toBe(R.formulaPart('A', 'this'));
  });

  it('refuses cycles with the path, for each rule on them', () => {
    const basic = formula('BASIC', 'HOUSING * 2');
    const housing = formula('HOUSING', 'TRANSPORT + 1');
    const transport = formula('TRANSPORT', 'BASIC / 4');
    const self = formula('SELF', 'SELF + 1');
    const reader = formula('READER', 'BASIC');
    expect(formulaProblems([basic, housing, transport, self, reader])).toEqual([
      {
        payBreakdownId: basic.payBreakdownId,
        message: R.formulaCycle('BASIC', 'BASIC → HOUSING → TRANSPORT → BASIC'),
      },
      {
        payBreakdownId: housing.payBreakdownId,
        message: R.formulaCycle('HOUSING', 'HOUSING → TRANSPORT → BASIC → HOUSING'),
      },
      {
        payBreakdownId: transport.payBreakdownId,
        message: R.formulaCycle('TRANSPORT', 'TRANSPORT → BASIC → HOUSING → TRANSPORT'),
      },
      { payBreakdownId: self.payBreakdownId, message: R.formulaCycle('SELF', 'SELF → SELF') },
    ]);
  });

  it('finds a division by zero on a full month', () => {
    const z = formula('Z', 'BASIC / (days_in_month - days_paid)');
    expect(formulaProblems([pct('BASIC', '1'), z])).toEqual([
      { payBreakdownId: z.payBreakdownId, message: R.formulaDivisionByZero('Z') },
    ]);
  });
});
