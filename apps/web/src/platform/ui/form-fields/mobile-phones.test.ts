import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldRow } from '../field-row.tsx';
import { mobilePhones } from './mobile-phones.tsx';

const facts = {
  numbers: ['mobile_local', 'mobile2_local'],
  labels: ['Mobile', 'Mobile 2'],
  testIds: ['profile-mobile', 'profile-mobile2'],
} as const;

describe("a person's two mobiles", () => {
  it('asks for the first and keeps the second from repeating it', () => {
    const [first, second] = mobilePhones(facts).map((phone) => phone.props);
    expect(first).toEqual({
      codeName: 'mobile_code',
      numberName: 'mobile_local',
      label: 'Mobile',
      required: true,
      testId: 'profile-mobile',
    });
    expect(second).toEqual({
      codeName: 'mobile2_code',
      numberName: 'mobile2_local',
      label: 'Mobile 2',
      differentFrom: { codeName: 'mobile_code', numberName: 'mobile_local' },
      testId: 'profile-mobile2',
    });
  });

  it('gives each phone a column of its own in a row of fields', () => {
    const row = FieldRow({ children: mobilePhones(facts) }) as ReactElement<{ children: unknown[] }>;
    expect(row.props.children).toHaveLength(2);
  });
});
