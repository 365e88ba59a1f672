import type { BenchSettings } from '../settings.ts';
import type { BenchCompany, GeneratedData } from '../generate.ts';
import type { RunningApp } from '../app-server.ts';

/** What every scenario receives: the generated tenants, the running app and a signed-in owner. */
export interface BenchContext {
  settings: BenchSettings;
  data: GeneratedData;
  app: RunningApp;
  /** The tenant the scenarios act for: one among many, from the middle of the list. */
  company: BenchCompany;
  /** Bearer token of that company's owner (Super Admin). */
  token: string;
  log(message: string): void;
}

/** One measured line of the report: the app, or a floor measured in the same run. */
export interface Measurement {
  label: string;
  rate: number;
  unit: string;
  p50?: number | undefined;
  p99?: number | undefined;
  errors?: number | undefined;
  non2xx?: number | undefined;
}

export interface Ratio {
  label: string;
  value: number;
}

export interface BudgetCheck {
  label: string;
  pass: boolean;
  measured: string;
}

export interface ScenarioResult {
  /** Which endpoint was measured, fall-backs, data sizes: what a reader needs to trust the numbers. */
  notes: string[];
  measurements: Measurement[];
  ratios: Ratio[];
  budgets: BudgetCheck[];
  /** Diagnostics worth reading but not judged (e.g. statements per request). */
  details?: string[];
}

/**
 * A bench scenario. Add one by writing scenarios/<name>.ts that exports a Scenario and listing it
 * in scenarios/index.ts; `npm run bench -- <name>` then runs it alone.
 */
export interface Scenario {
  name: string;
  title: string;
  /** Optional extra data this scenario needs beyond the shared tenants (runs before `run`). */
  prepare?(ctx: BenchContext): Promise<void>;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}
