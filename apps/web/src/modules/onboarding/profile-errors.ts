import type { FormInstance } from 'antd';
import { showFieldErrors } from '../../platform/ui/server-field-errors.ts';
import { i18n } from '../../platform/i18n/i18n.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

/** Server field names → the form's own (phones and religion are split in the form). */
const FORM_FIELD: Record<string, string> = {
  mobile_number: 'mobile_local',
  mobile_number2: 'mobile2_local',
  religion: 'religion_other',
  country: 'country_id',
  state: 'state_id',
  city: 'city_id',
};

/** Puts a 422's per-field messages beside the fields (the notification shows the whole list). */
export function showProfileErrors(form: FormInstance<ProfileFormValues>, error: unknown): void {
  showFieldErrors(form, error, i18n.t, { aliases: FORM_FIELD });
}
