import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  index,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { cascadeTo, companyId, ref } from './columns.ts';

/**
 * A link table: rows that pair two rows of the same company (an allowance and an employee who holds
 * it, a project and a member, a posting and a board). Each side is a required id whose key names the
 * company too and cascades (`cascadeTo`): deleting either row deletes the link. The table says its
 * sides once; the columns, the key, the keys to the sides and their indexes follow from them.
 */

type Row = { companyId: AnyPgColumn; id: AnyPgColumn };

/** One side of a link: the column that holds it and the row it points to. */
export interface LinkSide<K extends string> {
  /**
   * The column's property; its SQL name is its snake_case (`extraAllowanceId`: `extra_allowance_id`),
   * as drizzle's own snake_case casing would name it.
   */
  readonly column: K;
  /** The row this side points to. */
  readonly to: Row;
  /**
   * The key's name is `<table>_<fk>_fk` (drizzle's generated names pass PostgreSQL's 63 characters on
   * long tables, see named-keys.ts); without it drizzle names the key.
   */
  readonly fk?: string;
  /** An index `<table>_<index>_idx` on (company_id, this column), for the lists read from this side. */
  readonly index?: string;
}

const requiredRef = (name: string) => ref(name).notNull();
const snakeCase = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type LinkColumns<A extends string, B extends string> = {
  companyId: ReturnType<typeof companyId>;
} & Record<A | B, ReturnType<typeof requiredRef>>;

interface LinkOptions<
  N extends string,
  A extends string,
  B extends string,
  C extends Record<string, PgColumnBuilderBase>,
> {
  /** What a link carries besides its sides (an amount for this employee, from which month). */
  readonly columns?: C;
  /**
   * The table's key after company_id: both sides (a set of pairs, the default), or the first side
   * alone, where each of its rows is linked at most once (an employee's one meal plan), so assigning
   * moves it.
   */
  readonly key?: 'both' | 'first';
  /** The table's other keys and indexes (a named key to the company, say). */
  readonly extra?: (t: BuildExtraConfigColumns<N, LinkColumns<A, B> & C, 'pg'>) => PgTableExtraConfigValue[];
}

/** A link table of the sides `[first, second]`, columns in that order, then the options' columns. */
export const linkTable = <
  N extends string,
  A extends string,
  B extends string,
  C extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(
  name: N,
  sides: readonly [LinkSide<A>, LinkSide<B>],
  options: LinkOptions<N, A, B, C> = {},
) => {
  const [first, second] = sides;
  const columns = {
    companyId: companyId(),
    [first.column]: requiredRef(snakeCase(first.column)),
    [second.column]: requiredRef(snakeCase(second.column)),
    ...options.columns,
  } as LinkColumns<A, B> & C;
  return pgTable(name, columns, (table) => {
    const t = table as unknown as Record<string, AnyPgColumn> & { companyId: AnyPgColumn };
    const keyed = options.key === 'first' ? [first] : sides;
    return [
      primaryKey({ columns: [t.companyId, ...keyed.map((side) => t[side.column])] }),
      ...sides.flatMap((side) => [
        cascadeTo(side.to, t, t[side.column], side.fk === undefined ? undefined : `${name}_${side.fk}_fk`),
        ...(side.index === undefined
          ? []
          : [index(`${name}_${side.index}_idx`).on(t.companyId, t[side.column])]),
      ]),
      ...(options.extra?.(table) ?? []),
    ];
  });
};
