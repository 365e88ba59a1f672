import type { ReactNode } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { FormInstance, FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldFacts } from '../../../platform/ui/form-fields/field-facts.ts';
import { NoteField } from '../../../platform/ui/form-fields/note-field.tsx';
import { schemaRule, type FieldSchema } from '../../../platform/ui/form-rules.ts';
import { NameField } from '../../../platform/ui/name-field.tsx';
import { PanelForm } from '../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../platform/ui/use-form-save.ts';
import type { LinkTarget } from '../../../platform/routing/resource-routes.ts';
import { refreshStructure } from './api.ts';
import './structure.css';

interface StructureFormProps<Values, Body, Data> {
  /**
   * The record's word: the form's name, the prefix of its test ids (`branch-form`, `branch-save`,
   * `branch-email`) and of its fields' label keys (`branch.email`).
   */
  name: string;
  /** The contract body's shape: each field is checked by its own schema (all fit the form's values). */
  shape: NonNullable<FieldFacts['shape']>;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** The record's save (create or update). */
  mutation: UseMutationOptions<Data, Error, Body>;
  /** The list the form returns to, after a save or on Cancel. */
  list: LinkTarget;
  /** The fields that may show the server's messages. */
  fields: readonly string[];
  /** What the form sends, from what it holds. */
  toInput: (values: Values) => Body;
  saveLabel: string;
  /**
   * The record's name, the form's first field (NameField, focused): the field's name in the form, and
   * whether it goes across the grid. Labelled `<name>.name` with the placeholder `<name>.namePlaceholder`,
   * tested as `<name>-name` (`branch-name`) and checked by its schema in `shape`.
   */
  recordName: { field: string; wide?: boolean };
  /** The fields after the name. */
  children: ReactNode;
}

/**
 * The form of a piece of the organisation's structure (branch, department, team): its fields on a
 * grid of two columns after its name, saved then back to the list, with every structure screen brought up to date.
 */
export function StructureForm<Values extends object, Body, Data>({
  name,
  shape,
  form,
  initialValues,
  mutation,
  list,
  fields,
  toInput,
  saveLabel,
  recordName,
  children,
}: StructureFormProps<Values, Body, Data>) {
  const { t } = useTranslation();
  const save = useFormSave(form, {
    ...mutation,
    refresh: refreshStructure,
    then: list,
    fieldErrors: { fields },
  });
  return (
    <PanelForm<Values>
      className="cr-structure-form"
      name={name}
      form={form}
      facts={{ shape, labels: name, testIds: name }}
      initialValues={initialValues}
      onFinish={(values) => save.mutate(toInput(values))}
      saving={save.isPending}
      cancel={list}
      saveLabel={saveLabel}
    >
      <div className="cr-structure-grid">
        <NameField
          className={recordName.wide ? 'cr-structure-wide' : undefined}
          name={recordName.field}
          label={t(`${name}.name`)}
          rules={[schemaRule(shape[recordName.field] as FieldSchema, t)]}
          placeholder={t(`${name}.namePlaceholder`)}
          testId={`${name}-name`}
        />
        {children}
      </div>
    </PanelForm>
  );
}

interface StructureTextProps {
  name: string;
  /** Left out, the form's facts give the label, test id and schema. */
  label?: string;
  rules?: FormItemProps['rules'];
  testId?: string;
}

/** A few lines of free text across the grid (an address, a description), with its count. */
export function StructureTextArea({
  maxLength = 1000,
  ...field
}: StructureTextProps & { maxLength?: number }) {
  return <NoteField className="cr-structure-wide" rows={3} maxLength={maxLength} showCount {...field} />;
}
