import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS, GENDERS } from '@clockroom/contracts';
import {
  contactPhoneFormValues,
  contactPhonesPayload,
  personChoices,
  phoneFormValues,
  religionFormValues,
} from './person-form-values.ts';

describe('person form values', () => {
  it('holds a listed religion as the choice and any other as "others" with its text', () => {
    expect(religionFormValues('Islam')).toEqual({ religion_choice: 'islam', religion_other: null });
    expect(religionFormValues(' Tenrikyo ')).toEqual({
      religion_choice: 'others',
      religion_other: 'Tenrikyo',
    });
    expect(religionFormValues(null)).toEqual({ religion_choice: null, religion_other: null });
  });

  it('splits a stored phone under the names its form holds it by', () => {
    expect(phoneFormValues('44-7700900123', 'mobile_code', 'mobile_local')).toEqual({
      mobile_code: '44',
      mobile_local: '7700900123',
    });
  });

  it('splits the contacts’ phones and joins them back, blank as null', () => {
    const split = contactPhoneFormValues({
      next_of_kin_phone: '44-7700900123',
      emergency_contact_phone: null,
    });
    expect(split).toEqual({
      next_of_kin_code: '44',
      next_of_kin_phone: '7700900123',
      emergency_contact_code: '234',
      emergency_contact_phone: '',
    });
    expect(
      contactPhonesPayload({ ...split, emergency_contact_code: '', emergency_contact_phone: '0803' }),
    ).toEqual({
      next_of_kin_phone: '44-7700900123',
      emergency_contact_phone: '234-803',
    });
    expect(contactPhonesPayload({})).toEqual({ next_of_kin_phone: null, emergency_contact_phone: null });
  });

  it("labels the person's choice lists in the screen's words, blood groups as written", () => {
    const choices = personChoices((v) => `profile.${v}`);
    expect(choices.genders).toEqual(GENDERS.map((v) => ({ value: v, label: `profile.${v}` })));
    expect(choices.bloodGroups[0]).toEqual({ value: BLOOD_GROUPS[0], label: BLOOD_GROUPS[0] });
    expect(choices.religions.at(-1)).toEqual({ value: 'others', label: 'profile.others' });
  });
});
