import type { ReactNode } from 'react';
import type { ApproverLevel } from '@clockroom/contracts';
import { PanelForm, type PanelFormProps } from '../../ui/panel-form.tsx';
import { NEW_GROUP_LEVELS, rowsOf } from '../levels.ts';
import { GroupHeadFields, type GroupHeadFieldsProps } from './group-head-fields.tsx';
import { LevelCountField, type LevelCountFieldProps } from './level-count-field.tsx';
import { LevelFields } from './level-fields.tsx';

interface ApproverPanelFormProps<Values> extends Omit<PanelFormProps<Values>, 'className' | 'children'> {
  /** The stored levels of the group edited; left out, a new group starts with one level to fill. */
  stored?: readonly ApproverLevel[];
  /** The name and approval type that head the form. */
  head: GroupHeadFieldsProps;
  /** The number of approvals; its starting value is the number of levels. */
  count: LevelCountFieldProps;
  /** The fields between the approval type and the number of approvals (a category list's basis). */
  children?: ReactNode;
}

/**
 * An approver form as both kinds show it, an approver group's and a category list's (spec 2 §2, §4,
 * §5): a panel on the approver grid with the group's name and approval type, the form's own fields,
 * the number of approvals, then one row a level. The levels start as stored (or one empty row), and
 * the count starts at their number; the form gives its other starting values, its save and its words.
 */
export function ApproverPanelForm<Values extends object>({
  stored,
  head,
  count,
  initialValues,
  children,
  ...form
}: ApproverPanelFormProps<Values>) {
  const levels = stored ? rowsOf(stored) : [...NEW_GROUP_LEVELS];
  return (
    <PanelForm<Values>
      className="cr-approver-form"
      initialValues={{ ...initialValues, [count.name]: levels.length, approval_details: levels }}
      {...form}
    >
      <div className="cr-approver-grid">
        <GroupHeadFields {...head} />
        {children}
        <LevelCountField {...count} />
      </div>
      <LevelFields stored={stored} />
    </PanelForm>
  );
}
