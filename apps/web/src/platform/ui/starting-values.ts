/**
 * A form's starting values: each field's from the record being edited, or the default given when
 * there is no record or the record holds nothing there (null). It says the defaults once instead of
 * `field: record?.field ?? default` for every field; the defaults are typed by the record's fields.
 */
export function startingValues<R extends object, K extends keyof R>(
  record: R | undefined,
  defaults: { [F in K]: NonNullable<R[F]> },
): { [F in K]: NonNullable<R[F]> } {
  const values = { ...defaults };
  if (!record) return values;
  for (const key of Object.keys(defaults) as K[]) {
    const own = record[key];
    if (own !== null && own !== undefined) values[key] = own;
  }
  return values;
}
