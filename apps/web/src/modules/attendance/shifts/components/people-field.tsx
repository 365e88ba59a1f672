import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIFT_MESSAGES as M } from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';

/** The roster's and the scheduler's top fields, side by side while they fit. */
export const FIELD_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  columnGap: 16,
};

/** Enter in the people picker's search box searches; it must not submit the form. */
export function keepEnterInSearch(e: KeyboardEvent) {
  if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
}

/** The people a roster or a schedule is for, and whether a save was tried with none. */
export function usePeoplePicking() {
  const [people, setPeople] = useState<Assignment>(() => startAssignment());
  const [noPeople, setNoPeople] = useState(false);
  return {
    people,
    noPeople,
    change: (next: Assignment) => {
      setNoPeople(false);
      setPeople(next);
    },
    reset: () => setPeople(startAssignment()),
    /** The picked ids, or null (and the field says so) when there are none. */
    pickedIds: (): number[] | null => {
      const ids = people.assigned.map((p) => p.id);
      setNoPeople(ids.length === 0);
      return ids.length === 0 ? null : ids;
    },
  };
}

type PeoplePicking = ReturnType<typeof usePeoplePicking>;

/** The people field: the picker, then the message when a save was tried with nobody picked. */
export function PeopleField({ picking, emptyTestId }: { picking: PeoplePicking; emptyTestId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('roster.people')} required>
        <EmployeeAssignment value={picking.people} onChange={picking.change} />
      </Form.Item>
      {picking.noPeople ? (
        <Alert type="error" showIcon title={t(M.employeesRequired)} data-testid={emptyTestId} />
      ) : null}
    </>
  );
}
