import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchInputSchema, type BranchInput, type BranchRow } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { branchTypesQuery, refreshStructure, saveBranchMutation } from '../api.ts';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { branchScreens } from '../branches.routes.tsx';
import '../structure.css';

const FIELDS = ['station_name', 'is_hq', 'branch_type_id', 'address', 'phone', 'email'] as const;
const shape = branchInputSchema.shape;

/** Create and edit share this form; `branch` is the record being edited. */
export function BranchForm({ branch }: { branch?: BranchRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BranchInput>();
  const types = useQuery(branchTypesQuery());
  const save = useFormSave(form, {
    ...saveBranchMutation(branch?.id),
    refresh: refreshStructure,
    then: branchScreens.paths.list,
    fieldErrors: { fields: FIELDS },
  });
  useEffect(() => {
    if (branch) form.setFieldsValue({ ...branch });
  }, [branch, form]);
  const wasHq = branch?.is_hq === true;

  return (
    <Panel className="cr-structure-form" testId="branch-form">
      <AppForm<BranchInput>
        name="branch"
        form={form}
        initialValues={{ is_hq: false }}
        onFinish={(values) => save.mutate(values)}
      >
        <div className="cr-structure-grid">
          <Form.Item
            className="cr-structure-wide"
            name="station_name"
            label={t('branch.name')}
            rules={[schemaRule(shape.station_name, t)]}
          >
            <Input
              autoFocus
              maxLength={150}
              placeholder={t('branch.namePlaceholder')}
              data-testid="branch-name"
            />
          </Form.Item>
          <Form.Item name="branch_type_id" label={t('branch.type')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('branch.typePlaceholder')}
              loading={types.isPending}
              options={(types.data?.results ?? []).map((type) => ({ value: type.id, label: t(type.name) }))}
              data-testid="branch-type"
            />
          </Form.Item>
          <Form.Item name="phone" label={t('branch.phone')} rules={[schemaRule(shape.phone, t)]}>
            <Input type="tel" maxLength={25} data-testid="branch-phone" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="email"
            label={t('branch.email')}
            rules={[schemaRule(shape.email, t)]}
          >
            <Input inputMode="email" maxLength={200} data-testid="branch-email" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="address"
            label={t('branch.address')}
            rules={[schemaRule(shape.address, t)]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="branch-address" />
          </Form.Item>
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
        </div>
        <FormActions
          saving={save.isPending}
          cancel={branchScreens.paths.list}
          saveLabel={t('branch.save')}
          testId="branch-save"
        />
      </AppForm>
    </Panel>
  );
}
