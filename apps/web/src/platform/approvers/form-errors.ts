import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error.ts';
import { showFieldErrors, translated } from '../ui/server-field-errors.ts';

/** "approval_details.1.approval_person_id" → the form path of that level's picker. */
export function levelErrorPath(field: string): (string | number)[] | null {
  const [list, index, name] = field.split('.');
  const i = Number(index);
  return list === 'approval_details' && Number.isInteger(i) && name ? [list, i, name] : null;
}

/**
 * A 422 beside its fields: the group's own fields as every form does (showFieldErrors), and a level's
 * picker by its place in the list, since those arrive with the level's index in their name.
 */
export function showApproverErrors(form: FormInstance, error: unknown, t: TFunction): void {
  showFieldErrors(form, error, t, {
    fields: ['group_name', 'approval_types', 'approvers_count'],
    scroll: true,
  });
  if (!isApiError(error) || error.status !== 422) return;
  const levels = error.errors.flatMap((e) => {
    const name = e.field === 'approval_details' ? ['approvers_count'] : levelErrorPath(e.field);
    return name ? [{ name, errors: [translated(e, t)] }] : [];
  });
  if (levels.length > 0) form.setFields(levels);
}
