import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BATCH_BY,
  BATCH_GROUP_MESSAGES as M,
  type BatchBy,
  type BatchGroup,
  type BatchGroupInput,
} from '@clockroom/contracts';
import { banksQuery } from '../../../../platform/lookups/api.ts';
import { branchOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { batchGroupScreens } from '../admin.routes.tsx';
import { refreshBatchGroups, saveBatchGroupMutation } from '../api.ts';

interface Values {
  name: string;
  description?: string | null;
  batch_by: BatchBy;
  bank_ids?: number[];
  branch_ids?: number[];
  employee_ids?: number[];
}

const { paths } = batchGroupScreens;
/** Which list each kind of group is made of, and the message when it is empty. */
const LIST_OF = {
  bank: ['bank_ids', M.banksRequired],
  branch: ['branch_ids', M.branchesRequired],
  custom: ['employee_ids', M.employeesRequired],
} as const;

const searchable = {
  filterOption: (input: string, o?: { label?: unknown }) =>
    String(o?.label ?? '')
      .toLowerCase()
      .includes(input.toLowerCase()),
};

/**
 * Create or edit a batch group (issue 19, ADR 48): its name, what it batches by, and the banks,
 * branches or employees that make it up; only the chosen kind's list is sent.
 */
export function BatchGroupForm({ group }: { group?: BatchGroup }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const batchBy = Form.useWatch('batch_by', form) ?? group?.batch_by ?? 'bank';
  const banks = useQuery(banksQuery());
  const branches = useQuery(branchOptions());
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveBatchGroupMutation(group?.id),
    refresh: refreshBatchGroups,
    then: (answer) => paths.view(answer.data.id),
  });
  const [listField, listMessage] = LIST_OF[batchBy];

  const submit = (v: Values) =>
    save.mutate({
      name: v.name,
      description: v.description ?? null,
      batch_by: v.batch_by,
      [listField]: v[listField] ?? [],
    } as BatchGroupInput);

  return (
    <PanelForm<Values>
      className="cr-payroll-admin-form"
      name="batch-group"
      form={form}
      facts={{ labels: 'batchGroup', testIds: 'batch-group' }}
      initialValues={{
        name: group?.name ?? '',
        description: group?.description ?? null,
        batch_by: group?.batch_by ?? 'bank',
        bank_ids: group?.bank_ids ?? [],
        branch_ids: group?.branch_ids ?? [],
        employee_ids: group?.employee_ids ?? [],
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={group ? paths.view(group.id) : paths.list}
    >
      <Form.Item name="name" label={t('batchGroup.name')} rules={[requiredRule(M.nameRequired, t)]}>
        <Input
          autoFocus
          maxLength={150}
          placeholder={t('batchGroup.namePlaceholder')}
          data-testid="batch-group-name"
        />
      </Form.Item>
      <ChoiceField
        name="batch_by"
        extra={t(`batchGroup.hint.${batchBy}`)}
        optionType="button"
        options={BATCH_BY.map((b) => ({ value: b, label: t(`batchGroup.batchBy.${b}`) }))}
      />
      <Form.Item
        key={listField}
        name={listField}
        label={t(
          batchBy === 'bank'
            ? 'batchGroup.banks'
            : batchBy === 'branch'
              ? 'batchGroup.branches'
              : 'batchGroup.employees',
        )}
        rules={[{ required: true, type: 'array', min: 1, message: t(listMessage) }]}
      >
        {batchBy === 'bank' ? (
          <Select
            mode="multiple"
            showSearch={searchable}
            loading={banks.isPending}
            placeholder={t('batchGroup.chooseBanks')}
            options={(banks.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            data-testid="batch-group-banks"
          />
        ) : batchBy === 'branch' ? (
          <Select
            mode="multiple"
            showSearch={searchable}
            loading={branches.isPending}
            placeholder={t('batchGroup.chooseBranches')}
            options={branches.data ?? []}
            data-testid="batch-group-branches"
          />
        ) : (
          <EmployeePicker multiple known={group?.employees ?? []} testId="batch-group-employees" />
        )}
      </Form.Item>
      <NoteField name="description" rows={3} showCount />
    </PanelForm>
  );
}
