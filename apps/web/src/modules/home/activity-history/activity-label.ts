/** "employee.created" or "create_employee" → "Employee created" / "Create employee" for the Action column. */
export function humanise(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/[._-]+/g, ' ').trim();
  return clean ? clean.charAt(0).toUpperCase() + clean.slice(1) : '';
}

export function actionColor(action: string): string {
  const a = action.toLowerCase();
  if (/(delete|remove|archive|reject)/.test(a)) return 'red';
  if (/(create|add|invite|approve|restore)/.test(a)) return 'green';
  if (/(update|edit|change|reset)/.test(a)) return 'blue';
  if (/(login|logout|sign)/.test(a)) return 'purple';
  return 'default';
}
