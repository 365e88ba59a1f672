import { useState, type ReactNode } from 'react';
import { Alert } from 'antd';
import type { LinkTarget } from '../../routing/resource-routes.ts';
import { AppForm } from '../app-form.tsx';
import { FormActions } from '../form-actions.tsx';
import { Panel } from '../panel.tsx';
import { startAssignment, type AssignablePerson, type Assignment } from './assignment-state.ts';
import { EmployeeAssignment } from './employee-assignment.tsx';

/** An employee as the assignment calls list them (approvables, a location's or a rule's people). */
export interface AssignedEmployee {
  id: number;
  employee_name: string;
  pin?: string | number | null;
  department?: string | null;
  branch?: string | null;
}

/** What an assignment call takes besides its own fields (spec 1 §4: who to add, who to remove). */
export interface AssignmentChange {
  assign_category_type_ids: number[];
  unassign_category_type_ids: number[];
}

interface AssignmentFormProps {
  /** Who holds it now: the widget starts from them. */
  members: readonly AssignedEmployee[];
  /** Called with the change, and only when there is one. */
  onSave: (change: AssignmentChange) => void;
  saving: boolean;
  /** Where Cancel goes. */
  cancel?: LinkTarget;
  /** What Cancel does instead, when the form is shown inside a view. */
  onCancel?: () => void;
  saveLabel: string;
  /** The spec's words when nothing was added or removed, translated. */
  emptyMessage: string;
  /** The panel's title, when the form shares its screen with others. */
  title?: ReactNode;
  /** The panel's test id and the form's name. */
  testId: string;
  /** Prefix of the `-empty` alert's and the `-save` button's test ids; the panel's by default. */
  actionsTestId?: string;
  /** Shown above the widget: a note on what assigning does, a date it takes effect from. */
  children?: ReactNode;
}

const asPerson = (e: AssignedEmployee): AssignablePerson => ({
  id: e.id,
  name: e.employee_name,
  pin: e.pin,
  department: e.department,
  branch: e.branch,
});

/**
 * An "assign employees" screen's body: the shared widget, the "nothing chosen" error and the actions
 * row, so every module's assignment submits, refuses an empty change and cancels the same way.
 */
export function AssignmentForm(p: AssignmentFormProps) {
  const [value, setValue] = useState<Assignment>(() => startAssignment(p.members.map(asPerson)));
  const [nothingChosen, setNothingChosen] = useState(false);
  const ids = p.actionsTestId ?? p.testId;
  const submit = () => {
    // The server answers the same; saying it here spares a round trip.
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      p.onSave({
        assign_category_type_ids: value.newlyAssigned,
        unassign_category_type_ids: value.unassigned,
      });
  };
  return (
    <Panel title={p.title} testId={p.testId}>
      {/* A form like the other screens': Save submits it, and so does Enter on a button. */}
      <AppForm
        name={p.testId}
        onFinish={submit}
        className="cr-assignment-form"
        // Enter in the widget's search box searches: it must not submit the assignment as well.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        {p.children}
        <EmployeeAssignment
          value={value}
          onChange={(next) => {
            setNothingChosen(false);
            setValue(next);
          }}
        />
        {nothingChosen ? (
          <Alert type="error" showIcon title={p.emptyMessage} data-testid={`${ids}-empty`} />
        ) : null}
        <FormActions
          saving={p.saving}
          cancel={p.cancel}
          onCancel={p.onCancel}
          saveLabel={p.saveLabel}
          testId={`${ids}-save`}
        />
      </AppForm>
    </Panel>
  );
}
