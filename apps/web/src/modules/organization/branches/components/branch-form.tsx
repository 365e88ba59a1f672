import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchInputSchema, type BranchInput, type BranchRow } from '@clockroom/contracts';
import { branchTypesQuery, saveBranchMutation } from '../api.ts';
import { branchScreens } from '../branches.routes.tsx';
import { StructureForm, StructureTextArea } from '../structure-form.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';

const FIELDS = ['station_name', 'is_hq', 'branch_type_id', 'address', 'phone', 'email'] as const;
const shape = branchInputSchema.shape;

/** Create and edit share this form; `branch` is the record being edited. */
export function BranchForm({ branch }: { branch?: BranchRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BranchInput>();
  const types = useQuery(branchTypesQuery());
  useEffect(() => {
    if (branch) form.setFieldsValue({ ...branch });
  }, [branch, form]);
  const wasHq = branch?.is_hq === true;

  return (
    <StructureForm
      name="branch"
      shape={shape}
      form={form}
      initialValues={{ is_hq: false }}
      mutation={saveBranchMutation(branch?.id)}
      list={branchScreens.paths.list}
      fields={FIELDS}
      toInput={(values) => values}
      recordName={{ field: 'station_name', wide: true }}
      saveLabel={t('branch.save')}
    >
      <SelectField
        name="branch_type_id"
        label={t('branch.type')}
        allowClear
        search
        placeholder={t('branch.typePlaceholder')}
        loading={types.isPending}
        options={(types.data?.results ?? []).map((type) => ({ value: type.id, label: t(type.name) }))}
        testId="branch-type"
      />
      <TextField name="phone" type="tel" maxLength={25} />
      <TextField className="cr-structure-wide" name="email" inputMode="email" maxLength={200} />
      <StructureTextArea name="address" maxLength={500} />
      <Form.Item
        className="cr-structure-wide"
        name="is_hq"
        valuePropName="checked"
        extra={t(wasHq ? 'branch.hqLocked' : 'branch.hqHint')}
      >
        <Checkbox disabled={wasHq} data-testid="branch-hq">
          {t('branch.hq')}
        </Checkbox>
      </Form.Item>
    </StructureForm>
  );
}
