import jsep from 'jsep';
import { FORMULA_VARIABLES, PAY_BREAKDOWN_RULE_MESSAGES as R } from '@clockroom/contracts';
import { Exact } from './exact.ts';

/**
 * Pay breakdown formulas (ADR 42): jsep, a maintained expression parser, turns the text into a tree,
 * and this file compiles the tree into closures over `Exact`, refusing anything that is not plain
 * arithmetic, a comparison, and/or, a conditional or one of min, max, round and if. Nothing reaches
 * JavaScript: names are looked up in the run's values by the caller, never as properties of an object,
 * so `constructor`, `__proto__` or `this` are just unknown names (or refused nodes).
 */

// The words beside the symbols (`a > 0 and b > 0`); jsep keeps them apart from names like `android`.
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('or', 1);
jsep.addUnaryOp('not');

/** A problem of a formula, worded once its component's code is known. */
export class FormulaProblem extends Error {
  constructor(readonly describe: (code: string) => string) {
    super(describe('this formula'));
    this.name = 'FormulaProblem';
  }
}

/** A variable (monthly_salary, …, in lower case) or a component's code (in upper case) to its value. */
export type FormulaValues = (name: string) => Exact;

export interface Formula {
  /** The component codes it reads, upper case, each once. */
  readonly refs: readonly string[];
  /** The amount in naira, exact; throws a FormulaProblem on a division by zero. */
  evaluate(values: FormulaValues): Exact;
}

type Amount = { kind: 'amount'; run: (v: FormulaValues) => Exact };
type Condition = { kind: 'condition'; run: (v: FormulaValues) => boolean };
type Compiled = Amount | Condition;
type Node = jsep.Expression;

const VARIABLES = new Set<string>(FORMULA_VARIABLES);
const MAX_PLACES = 6;
const problem = (describe: (code: string) => string) => new FormulaProblem(describe);

/** A name as the formula reads it: a variable in lower case, else a component code in upper case. */
export function formulaName(name: string): string {
  const lower = name.toLowerCase();
  return VARIABLES.has(lower) ? lower : name.toUpperCase();
}

function amount(node: Compiled): Amount['run'] {
  if (node.kind !== 'amount') throw problem((c) => R.formulaNotAmount(c));
  return node.run;
}

function condition(node: Compiled): Condition['run'] {
  if (node.kind !== 'condition') throw problem((c) => R.formulaNotCondition(c));
  return node.run;
}

function literal(node: jsep.Literal): Compiled {
  if (typeof node.value === 'boolean') {
    const value = node.value;
    return { kind: 'condition', run: () => value };
  }
  if (typeof node.value !== 'number' || !/^\d*\.?\d*$/.test(node.raw)) {
    throw problem((c) => R.formulaPart(c, node.raw));
  }
  const value = Exact.decimal(node.raw);
  return { kind: 'amount', run: () => value };
}

function identifier(node: jsep.Identifier, refs: Set<string>): Compiled {
  const name = formulaName(node.name);
  if (!VARIABLES.has(name)) refs.add(name);
  return { kind: 'amount', run: (values) => values(name) };
}

function unary(node: jsep.UnaryExpression, refs: Set<string>): Compiled {
  const arg = compileNode(node.argument, refs);
  if (node.operator === '-') {
    const run = amount(arg);
    return { kind: 'amount', run: (v) => run(v).neg() };
  }
  if (node.operator === '+') return { kind: 'amount', run: amount(arg) };
  if (node.operator === '!' || node.operator === 'not') {
    const run = condition(arg);
    return { kind: 'condition', run: (v) => !run(v) };
  }
  throw problem((c) => R.formulaOperator(c, node.operator));
}

const ARITHMETIC: Record<string, (a: Exact, b: Exact) => Exact> = {
  '+': (a, b) => a.add(b),
  '-': (a, b) => a.sub(b),
  '*': (a, b) => a.mul(b),
  '/': (a, b) => {
    if (b.isZero()) throw problem((c) => R.formulaDivisionByZero(c));
    return a.div(b);
  },
};
const COMPARISON: Record<string, (order: -1 | 0 | 1) => boolean> = {
  '<': (o) => o < 0,
  '<=': (o) => o <= 0,
  '>': (o) => o > 0,
  '>=': (o) => o >= 0,
  '==': (o) => o === 0,
  '===': (o) => o === 0,
  '!=': (o) => o !== 0,
  '!==': (o) => o !== 0,
};
const LOGICAL: Record<string, 'and' | 'or'> = { '&&': 'and', and: 'and', '||': 'or', or: 'or' };

function binary(node: jsep.BinaryExpression, refs: Set<string>): Compiled {
  const left = compileNode(node.left, refs);
  const right = compileNode(node.right, refs);
  const op = node.operator;
  const arithmetic = ARITHMETIC[op];
  if (arithmetic) {
    const [l, r] = [amount(left), amount(right)];
    return { kind: 'amount', run: (v) => arithmetic(l(v), r(v)) };
  }
  const compare = COMPARISON[op];
  if (compare && left.kind === 'condition' && right.kind === 'condition' && /^[=!]/.test(op)) {
    const same = op.startsWith('=');
    return { kind: 'condition', run: (v) => (left.run(v) === right.run(v)) === same };
  }
  if (compare) {
    const [l, r] = [amount(left), amount(right)];
    return { kind: 'condition', run: (v) => compare(l(v).cmp(r(v))) };
  }
  const logical = LOGICAL[op];
  if (logical) {
    const [l, r] = [condition(left), condition(right)];
    return logical === 'and'
      ? { kind: 'condition', run: (v) => l(v) && r(v) }
      : { kind: 'condition', run: (v) => l(v) || r(v) };
  }
  throw problem((c) => R.formulaOperator(c, op));
}

/** `test ? a : b` and `if(test, a, b)`: only the branch taken is evaluated. */
function conditional(test: Compiled, yes: Compiled, no: Compiled): Compiled {
  const when = condition(test);
  if (yes.kind === 'condition' && no.kind === 'condition') {
    return { kind: 'condition', run: (v) => (when(v) ? yes.run(v) : no.run(v)) };
  }
  const [a, b] = [amount(yes), amount(no)];
  return { kind: 'amount', run: (v) => (when(v) ? a(v) : b(v)) };
}

/** round's places: a whole number written out, 0 to 6. */
function places(node: Node | undefined): bigint {
  if (node === undefined) return 1n;
  const raw = node.type === 'Literal' ? (node as jsep.Literal).raw : '';
  if (!/^\d$/.test(raw) || Number(raw) > MAX_PLACES) throw problem((c) => R.formulaRoundPlaces(c));
  return 10n ** BigInt(raw);
}

function call(node: jsep.CallExpression, refs: Set<string>): Compiled {
  const name = node.callee.type === 'Identifier' ? (node.callee as jsep.Identifier).name.toLowerCase() : '';
  if (!['min', 'max', 'round', 'if'].includes(name)) {
    const shown = node.callee.type === 'Identifier' ? (node.callee as jsep.Identifier).name : '( )';
    throw problem((c) => R.formulaFunction(c, shown));
  }
  const count = node.arguments.length;
  const arity = name === 'if' ? count === 3 : name === 'round' ? count === 1 || count === 2 : count >= 1;
  if (!arity) throw problem((c) => R.formulaArguments(c, name));
  if (name === 'round') {
    const value = amount(compileNode(node.arguments[0] as Node, refs));
    const scale = places(node.arguments[1]);
    return { kind: 'amount', run: (v) => Exact.of(value(v).mul(Exact.of(scale)).roundHalfUp(), scale) };
  }
  const args = node.arguments.map((a) => compileNode(a, refs));
  if (name === 'if') return conditional(args[0] as Compiled, args[1] as Compiled, args[2] as Compiled);
  const runs = args.map(amount);
  const pick = name === 'min' ? (a: Exact, b: Exact) => a.min(b) : (a: Exact, b: Exact) => a.max(b);
  return { kind: 'amount', run: (v) => runs.map((r) => r(v)).reduce(pick) };
}

function compileNode(node: Node, refs: Set<string>): Compiled {
  switch (node.type) {
    case 'Literal':
      return literal(node as jsep.Literal);
    case 'Identifier':
      return identifier(node as jsep.Identifier, refs);
    case 'UnaryExpression':
      return unary(node as jsep.UnaryExpression, refs);
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, refs);
    case 'ConditionalExpression': {
      const n = node as jsep.ConditionalExpression;
      return conditional(
        compileNode(n.test, refs),
        compileNode(n.consequent, refs),
        compileNode(n.alternate, refs),
      );
    }
    case 'CallExpression':
      return call(node as jsep.CallExpression, refs);
    case 'MemberExpression':
      throw problem((c) => R.formulaMember(c));
    case 'ThisExpression':
      throw problem((c) => R.formulaPart(c, 'this'));
    case 'Compound':
    case 'SequenceExpression':
      throw problem((c) => R.formulaSingle(c));
    default:
      throw problem((c) => R.formulaPart(c, node.type === 'ArrayExpression' ? '[ ]' : node.type));
  }
}

function parse(text: string): Node {
  try {
    return jsep(text);
  } catch (error) {
    const index = (error as { index?: unknown }).index;
    const position = String(typeof index === 'number' ? index + 1 : 1);
    throw problem((c) => R.formulaSyntax(c, position));
  }
}

function compile(text: string): Formula {
  const refs = new Set<string>();
  const tree = parse(text);
  if (tree.type === 'Compound' && (tree as jsep.Compound).body.length === 0) {
    throw problem((c) => R.formulaSyntax(c, '1'));
  }
  const run = amount(compileNode(tree, refs));
  return { refs: [...refs], evaluate: run };
}

// Parsed once per text (a run evaluates the same few formulas for every employee). Bounded, so texts
// sent to the API one after another cannot grow it without end.
const cache = new Map<string, Formula | FormulaProblem>();
const CACHE_LIMIT = 2000;

/** The formula compiled, from the cache when seen before; throws its FormulaProblem. */
export function parseFormula(text: string): Formula {
  let entry = cache.get(text);
  if (entry === undefined) {
    try {
      entry = compile(text);
    } catch (error) {
      if (!(error instanceof FormulaProblem)) throw error;
      entry = error;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, entry);
  }
  if (entry instanceof FormulaProblem) throw entry;
  return entry;
}
