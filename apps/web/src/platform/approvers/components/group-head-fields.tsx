import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TYPES } from '@clockroom/contracts';
import { ChoiceField } from '../../ui/form-fields/choice-field.tsx';
import { TextField } from '../../ui/form-fields/text-field.tsx';

/** The messages the two head fields answer with (the module's own words: "Please input group name"). */
interface HeadMessages {
  nameRequired: string;
  nameTooLong: string;
  typeRequired: string;
}

/** The head fields' props: the form's field name for the group's name and its words and test ids. */
export interface GroupHeadFieldsProps {
  name: string;
  label: string;
  placeholder: string;
  /** `<stem>-<name>` and `<stem>-type` (journeys fill them: `approver-name`, `category-approver-type`). */
  testIds: { name: string; type: string };
  typeLabel: string;
  typeHelp?: ReactNode;
  messages: HeadMessages;
}

/**
 * What heads every approver form, an approver group's and a category list's: its name (up to 150
 * characters) across the grid, then the approval type, with what the chosen type means under it
 * where the form says (`typeHelp`). Each form keeps its own field names, words and test ids.
 */
export function GroupHeadFields({
  name,
  label,
  placeholder,
  testIds,
  typeLabel,
  typeHelp,
  messages: M,
}: GroupHeadFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        className="cr-approver-wide"
        name={name}
        label={label}
        required={M.nameRequired}
        rules={[{ max: 150, message: t(M.nameTooLong) }]}
        placeholder={placeholder}
        testId={testIds.name}
        // The form's first field: the screen holds nothing else to read first.
        autoFocus
      />
      <ChoiceField
        name="approval_types"
        label={typeLabel}
        required={M.typeRequired}
        extra={typeHelp}
        testId={testIds.type}
        options={APPROVAL_TYPES.map((type) => ({ value: type, label: t(`approvers.${type}`) }))}
      />
    </>
  );
}
