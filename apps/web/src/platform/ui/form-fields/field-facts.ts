import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from '../form-rules.ts';

/**
 * What a form says once for all its fields, so that a field names only its own facts: the contract's
 * shape (each field checks its value against its own schema), the stem of its label keys and the stem
 * of its test ids. A field whose name is `branch_id` in a form with `labels="mobileClock.location"` and
 * `testIds="mobile-clock-location"` is labelled `t('mobileClock.location.branch')` and tested as
 * `mobile-clock-location-branch-id`; a field that says its own label, test id or schema keeps it.
 */
export interface FieldFacts {
  /** The contract body's shape (`schema.shape`); a field left without `schema` takes `shape[name]`. */
  shape?: Readonly<Record<string, unknown>>;
  /** The label keys' stem: the key is the stem, a dot and the name in camelCase without `_id`. */
  labels?: string;
  /**
   * The test ids' stem: the id is the stem, a hyphen and the name with hyphens for underscores; or how
   * the form's ids are made from a name, where its journeys know them by another pattern
   * (the employee form's `field-date_of_birth` keeps the name as it is).
   */
  testIds?: string | ((name: string) => string);
}

const FactsContext = createContext<FieldFacts>({});

/** Gives the fields inside a form's facts (AppForm does it for a form given `facts`). */
export function FieldFactsProvider({ facts, children }: { facts?: FieldFacts; children?: ReactNode }) {
  return facts ? createElement(FactsContext.Provider, { value: facts }, children) : children;
}

/** `branch_id` → `branch`, `date_of_birth` → `dateOfBirth`: the label key's last part. */
export function labelKeyOf(name: string): string {
  return name.replace(/_id$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `date_of_birth` → `date-of-birth`: the test id's last part. */
export function testIdOf(name: string): string {
  return name.replaceAll('_', '-');
}

/** The Save button's words in a form whose labels are `stem`: `<stem>.save` (`loanType.save`). */
export function saveLabelKeyOf(facts: FieldFacts | undefined): string | undefined {
  return facts?.labels ? `${facts.labels}.save` : undefined;
}

/** A field's test id by its form's stem or pattern. */
function testIdIn(testIds: NonNullable<FieldFacts['testIds']>, name: string): string {
  return typeof testIds === 'string' ? `${testIds}-${testIdOf(name)}` : testIds(name);
}

interface Given {
  name?: FormItemProps['name'];
  label?: ReactNode;
  testId?: string;
  schema?: FieldSchema | false;
}

/** A field's props with its schema resolved; distributed, so a picker's single-or-multiple union stays one. */
type Resolved<P> = P extends unknown ? Omit<P, 'schema'> & { schema?: FieldSchema } : never;

/** A field's label, test id and schema: its own where it gives them, else from its form's facts. */
export function resolveFacts<P extends Given>(
  props: P,
  facts: FieldFacts,
  t: (key: string) => string,
): Resolved<P> {
  const name = typeof props.name === 'string' ? props.name : undefined;
  const own = name && facts.shape ? (facts.shape[name] as FieldSchema | undefined) : undefined;
  return {
    ...props,
    label: props.label ?? (name && facts.labels ? t(`${facts.labels}.${labelKeyOf(name)}`) : undefined),
    testId: props.testId ?? (name && facts.testIds ? testIdIn(facts.testIds, name) : undefined),
    schema: props.schema === false ? undefined : (props.schema ?? own),
  } as Resolved<P>;
}

/** resolveFacts with the form's facts and the screen's language. */
export function useFieldFacts<P extends Given>(props: P): Resolved<P> {
  const { t } = useTranslation();
  return resolveFacts(props, useContext(FactsContext), t);
}
