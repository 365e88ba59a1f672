import {
  FORMULA_VARIABLES,
  PAY_BREAKDOWN_MESSAGES,
  PAY_BREAKDOWN_RULE_MESSAGES as R,
} from '@clockroom/contracts';
import { Exact } from './exact.ts';
import { FormulaProblem, parseFormula, type Formula } from './formula.ts';

/**
 * A package's components for one employee and month (interfaces.md "A owns", ADR 42): pure, no I/O.
 * Each amount is rounded once, half up, to the kobo, when its line is made; a formula that names
 * another component reads that line's amount, so the payslip and the formula agree to the kobo.
 */

export type ComponentType = 'basic' | 'housing' | 'transport' | 'other';

export interface ComponentRule {
  payBreakdownId: number;
  code: string;
  name: string;
  componentType: ComponentType;
  calculationType: 'percentage' | 'fixed' | 'formula';
  /** Percent of the monthly salary, decimal text. */
  percentage: string | null;
  /** For fixed. */
  amountKobo: bigint | null;
  formula: string | null;
  isPensionable: boolean;
  isTaxable: boolean;
  position: number;
}

export interface ComponentAmount {
  payBreakdownId: number;
  code: string;
  name: string;
  componentType: ComponentType;
  isPensionable: boolean;
  isTaxable: boolean;
  amountKobo: bigint;
}

export interface ComponentInput {
  monthlySalaryKobo: bigint;
  daysInMonth: number;
  daysPaid: number;
}

/** Thrown when rules cannot be evaluated (a cycle, a formula that does not parse, a division by zero). */
export class ComponentError extends Error {
  constructor(
    readonly payBreakdownId: number,
    message: string,
  ) {
    super(message);
    this.name = 'ComponentError';
  }
}

const HUNDRED = Exact.of(100n);
const VARIABLES = new Set<string>(FORMULA_VARIABLES);
const byPosition = (a: ComponentRule, b: ComponentRule) =>
  a.position - b.position || a.payBreakdownId - b.payBreakdownId;

/** The formula of a rule, or its problem worded with the rule's code. */
function formulaOf(rule: ComponentRule): Formula | string {
  const text = rule.formula?.trim() ?? '';
  if (text === '') return PAY_BREAKDOWN_MESSAGES.formulaRequired;
  try {
    return parseFormula(text);
  } catch (error) {
    if (error instanceof FormulaProblem) return error.describe(rule.code);
    throw error;
  }
}

interface Plan {
  /** Rules in the order they can be evaluated: a formula after every code it reads. */
  order: { rule: ComponentRule; formula: Formula | null }[];
  /** The answer's order. */
  shown: ComponentRule[];
}

/**
 * The cycle through `start`, if its formula can reach itself: 'BASIC → HOUSING → BASIC'. Only codes of
 * formula rules lead on; a fixed or percentage rule ends a path.
 */
function cycleFrom(start: string, edges: ReadonlyMap<string, readonly string[]>): string | null {
  const seen = new Set<string>();
  const walk = (code: string, path: string[]): string[] | null => {
    for (const next of edges.get(code) ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  const path = walk(start, [start]);
  return path ? path.join(' → ') : null;
}

/** Each formula rule's codes it reads, among the codes these rules have. */
function formulaEdges(formulas: ReadonlyMap<ComponentRule, Formula>, codes: ReadonlySet<string>) {
  const edges = new Map<string, string[]>();
  for (const [rule, formula] of formulas) {
    edges.set(
      rule.code.toUpperCase(),
      formula.refs.filter((ref) => codes.has(ref)),
    );
  }
  return edges;
}

function buildPlan(rules: readonly ComponentRule[]): Plan {
  const shown = [...rules].sort(byPosition);
  const formulas = new Map<ComponentRule, Formula>();
  for (const rule of shown) {
    if (rule.calculationType !== 'formula') continue;
    const formula = formulaOf(rule);
    if (typeof formula === 'string') throw new ComponentError(rule.payBreakdownId, formula);
    formulas.set(rule, formula);
  }
  const byCode = new Map(shown.map((rule) => [rule.code.toUpperCase(), rule]));
  const edges = formulaEdges(formulas, new Set(byCode.keys()));
  const order: Plan['order'] = [];
  const placed = new Set<ComponentRule>();
  // Depth first: a rule goes after the codes its formula reads. A cycle is refused with its path.
  const place = (rule: ComponentRule, visiting: Set<ComponentRule>) => {
    if (placed.has(rule)) return;
    if (visiting.has(rule)) {
      const code = rule.code.toUpperCase();
      throw new ComponentError(
        rule.payBreakdownId,
        R.formulaCycle(rule.code, cycleFrom(code, edges) ?? code),
      );
    }
    visiting.add(rule);
    for (const ref of formulas.get(rule)?.refs ?? []) {
      const dependency = byCode.get(ref);
      if (dependency) place(dependency, visiting);
    }
    visiting.delete(rule);
    placed.add(rule);
    order.push({ rule, formula: formulas.get(rule) ?? null });
  };
  for (const rule of shown) place(rule, new Set());
  return { order, shown };
}

// A run evaluates the same package's rules (the same array) for each of its employees: planned once.
const plans = new WeakMap<readonly ComponentRule[], Plan>();

function planOf(rules: readonly ComponentRule[]): Plan {
  let plan = plans.get(rules);
  if (!plan) {
    plan = buildPlan(rules);
    plans.set(rules, plan);
  }
  return plan;
}

/**
 * Position order. percentage and fixed are prorated by daysPaid/daysInMonth; a formula is not (it has
 * days_paid itself). Each amount is rounded ONCE, half up, to the kobo. A package's override amount
 * arrives as a rule with calculationType 'fixed' and that amountKobo. A formula's code that is not
 * among the rules (an item this package does not pay) reads 0; a negative result pays 0 (ADR 42).
 */
export function evaluateComponents(
  rules: readonly ComponentRule[],
  input: ComponentInput,
): ComponentAmount[] {
  if (input.daysInMonth <= 0) throw new RangeError('daysInMonth must be positive');
  const plan = planOf(rules);
  const share = Exact.of(BigInt(input.daysPaid), BigInt(input.daysInMonth));
  const variables: Record<string, Exact> = {
    monthly_salary: Exact.of(input.monthlySalaryKobo, 100n),
    days_in_month: Exact.of(BigInt(input.daysInMonth)),
    days_paid: Exact.of(BigInt(input.daysPaid)),
  };
  const amounts = new Map<string, bigint>();
  const values = (name: string): Exact =>
    VARIABLES.has(name) ? (variables[name] as Exact) : Exact.of(amounts.get(name) ?? 0n, 100n);
  for (const { rule, formula } of plan.order) {
    amounts.set(rule.code.toUpperCase(), amountOf(rule, formula, input, share, values));
  }
  return plan.shown.map((rule) => ({
    payBreakdownId: rule.payBreakdownId,
    code: rule.code,
    name: rule.name,
    componentType: rule.componentType,
    isPensionable: rule.isPensionable,
    isTaxable: rule.isTaxable,
    amountKobo: amounts.get(rule.code.toUpperCase()) ?? 0n,
  }));
}

function amountOf(
  rule: ComponentRule,
  formula: Formula | null,
  input: ComponentInput,
  share: Exact,
  values: (name: string) => Exact,
): bigint {
  if (formula) {
    let naira: Exact;
    try {
      naira = formula.evaluate(values);
    } catch (error) {
      if (error instanceof FormulaProblem)
        throw new ComponentError(rule.payBreakdownId, error.describe(rule.code));
      throw error;
    }
    const kobo = naira.mul(HUNDRED).roundHalfUp();
    return kobo < 0n ? 0n : kobo;
  }
  if (rule.calculationType === 'fixed')
    return Exact.of(rule.amountKobo ?? 0n)
      .mul(share)
      .roundHalfUp();
  const percent = rule.percentage === null ? Exact.ZERO : Exact.percent(rule.percentage);
  return Exact.of(input.monthlySalaryKobo).mul(percent).mul(share).roundHalfUp();
}

/** A full month on ₦1,000,000 finds what only evaluating shows (a division by zero). */
function trialRun(rules: readonly ComponentRule[], problems: Map<number, string>): void {
  try {
    evaluateComponents(rules, { monthlySalaryKobo: 100_000_000n, daysInMonth: 30, daysPaid: 30 });
  } catch (error) {
    if (!(error instanceof ComponentError)) throw error;
    problems.set(error.payBreakdownId, error.message);
  }
}

/**
 * Syntax errors, unknown names and cycles, each with a clear English message, for the rules as a
 * company has them all (a write is checked against every item). One problem per rule at most.
 */
export function formulaProblems(
  rules: readonly ComponentRule[],
): { payBreakdownId: number; message: string }[] {
  const shown = [...rules].sort(byPosition);
  const codes = new Set(shown.map((rule) => rule.code.toUpperCase()));
  const problems = new Map<number, string>();
  const formulas = new Map<ComponentRule, Formula>();
  for (const rule of shown) {
    if (rule.calculationType !== 'formula') continue;
    const formula = formulaOf(rule);
    if (typeof formula === 'string') {
      problems.set(rule.payBreakdownId, formula);
      continue;
    }
    const unknown = formula.refs.find((ref) => !codes.has(ref));
    if (unknown) problems.set(rule.payBreakdownId, R.formulaUnknownName(rule.code, unknown));
    formulas.set(rule, formula);
  }
  const edges = formulaEdges(formulas, codes);
  for (const rule of formulas.keys()) {
    if (problems.has(rule.payBreakdownId)) continue;
    const path = cycleFrom(rule.code.toUpperCase(), edges);
    if (path) problems.set(rule.payBreakdownId, R.formulaCycle(rule.code, path));
  }
  if (problems.size === 0) trialRun(rules, problems);
  return shown
    .filter((rule) => problems.has(rule.payBreakdownId))
    .map((rule) => ({
      payBreakdownId: rule.payBreakdownId,
      message: problems.get(rule.payBreakdownId) as string,
    }));
}
