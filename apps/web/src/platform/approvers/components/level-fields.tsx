import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVER_GROUP_MESSAGES as M, type ApproverLevel } from '@clockroom/contracts';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { levelLabel } from '../level-label.ts';
import { storedLevelNames } from '../levels.ts';
import { EmployeeField } from '../../ui/form-fields/employee-field.tsx';

/**
 * One row a level: its label, the approver (required) and the alternate (optional, not the same).
 * It keeps the names of the people the levels name (stored, or picked in any level), so every
 * picker shows them, whichever level they were picked in.
 */
export function LevelFields({ stored }: { stored?: readonly ApproverLevel[] }) {
  const { t, i18n } = useTranslation();
  const [names, setNames] = useState(() => storedLevelNames(stored));
  const known = [...names].map(([id, name]) => ({ id, name }));
  const picked = (person: { id: number; name: string } | null) => {
    if (person) setNames((prev) => new Map(prev).set(person.id, person.name));
  };
  return (
    <Form.List name="approval_details">
      {(fields) =>
        fields.map((field, i) => {
          const label = levelLabel(i + 1, i18n.language);
          return (
            <div className="cr-approver-level" key={field.key} data-testid={`approver-level-${i + 1}`}>
              <div className="cr-approver-level-label">{label}</div>
              <EmployeeField
                name={[field.name, 'approval_person_id']}
                label={t('approvers.approver')}
                required={M.personRequired}
                known={known}
                onPicked={picked}
                testId={`approver-person-${i + 1}`}
                ariaLabel={`${label}: ${t('approvers.approver')}`}
              />
              <Form.Item
                name={[field.name, 'alt_approval_person_id']}
                label={t('approvers.alternateOptional')}
                dependencies={[['approval_details', field.name, 'approval_person_id']]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: unknown) => {
                      const approver: unknown = getFieldValue([
                        'approval_details',
                        field.name,
                        'approval_person_id',
                      ]);
                      if (value != null && value === approver) throw new Error(t(M.alternateInvalid));
                    },
                  }),
                ]}
              >
                <EmployeePicker
                  known={known}
                  onPicked={picked}
                  testId={`approver-alternate-${i + 1}`}
                  ariaLabel={`${label}: ${t('approvers.alternate')}`}
                />
              </Form.Item>
            </div>
          );
        })
      }
    </Form.List>
  );
}
