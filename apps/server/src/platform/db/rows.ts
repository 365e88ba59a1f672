/**
 * The row a statement cannot fail to produce: INSERT ... RETURNING, UPDATE ... RETURNING of a row the
 * service has just found, an aggregate, a sequence value. Its absence is a broken invariant rather than a
 * not-found, so it is thrown as a plain Error (a 500) that says which row was expected.
 */
export function expectRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected ${what}, but the statement returned no row`);
  return row;
}
