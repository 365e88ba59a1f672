import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, Radio } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TYPES, APPROVER_GROUP_MESSAGES as M, type ApproverGroupDetail } from '@clockroom/contracts';
import { i18n } from '../../i18n/i18n.ts';
import { AppForm } from '../../ui/app-form.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { Panel } from '../../ui/panel.tsx';
import { refreshApprovers, saveApproverGroupMutation } from '../api.ts';
import { showApproverErrors } from '../form-errors.ts';
import { NEW_GROUP_LEVELS, levelsPayload, rowsOf, type LevelRow } from '../levels.ts';
import { useApproverScreens } from '../use-approver-screens.ts';
import { LevelCountField } from './level-count-field.tsx';
import { LevelFields } from './level-fields.tsx';

export interface ApproverFormValues {
  group_name: string;
  approval_types?: (typeof APPROVAL_TYPES)[number];
  approvers_count: number | null;
  approval_details: LevelRow[];
}

/** The approver group form (spec 2 §2, §4, §5): name, type, number of approvals and one row a level. */
export function ApproverForm({ group }: { group?: ApproverGroupDetail }) {
  const { t } = useTranslation();
  const { paths, api, redirect } = useApproverScreens();
  const [form] = Form.useForm<ApproverFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    ...saveApproverGroupMutation(api, group?.id),
    onSuccess: async () => {
      await refreshApprovers(queryClient, api);
      await navigate({ to: redirect });
    },
    onError: (error) => showApproverErrors(form, error, i18n.t),
  });
  const levels = group ? rowsOf(group.approvalLevels) : [...NEW_GROUP_LEVELS];

  return (
    <Panel className="cr-approver-form" testId="approver-form">
      <AppForm<ApproverFormValues>
        name="approver"
        form={form}
        initialValues={{
          group_name: group?.group_name ?? '',
          approval_types: group?.approval_types,
          approvers_count: levels.length,
          approval_details: levels,
        }}
        onFinish={(values) =>
          save.mutate({
            group_name: values.group_name,
            approval_types: values.approval_types,
            approvers_count: values.approvers_count,
            approval_details: levelsPayload(values.approval_details, group?.approvalLevels),
          })
        }
      >
        <div className="cr-approver-grid">
          <Form.Item
            className="cr-approver-wide"
            name="group_name"
            label={t('approvers.groupName')}
            rules={[requiredRule(M.nameRequired, t), { max: 150, message: t(M.nameTooLong) }]}
          >
            <Input
              autoFocus
              maxLength={150}
              placeholder={t('approvers.groupNamePlaceholder')}
              data-testid="approver-name"
            />
          </Form.Item>
          <Form.Item
            name="approval_types"
            label={t('approvers.type')}
            rules={[{ required: true, message: t(M.typeRequired) }]}
            extra={<TypeHelp />}
          >
            <Radio.Group
              data-testid="approver-type"
              options={APPROVAL_TYPES.map((type) => ({ value: type, label: t(`approvers.${type}`) }))}
            />
          </Form.Item>
          <LevelCountField
            name="approvers_count"
            label={t('approvers.countLabel')}
            extra={t('approvers.countHelp')}
            message={t(M.countRequired)}
            testId="approver-count"
          />
        </div>
        <LevelFields stored={group?.approvalLevels} />
        <div className="cr-approver-actions">
          <Button onClick={() => void navigate({ to: paths.list })}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid="approver-save"
          >
            {t('approvers.save')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}

/** What the chosen approval type means, under the choice. */
function TypeHelp() {
  const { t } = useTranslation();
  const type = Form.useWatch<ApproverFormValues['approval_types']>('approval_types');
  return type ? t(`approvers.${type}Help`) : null;
}
