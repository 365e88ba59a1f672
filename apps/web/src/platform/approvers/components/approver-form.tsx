import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TYPES, APPROVER_GROUP_MESSAGES as M, type ApproverGroupDetail } from '@clockroom/contracts';
import { i18n } from '../../i18n/i18n.ts';
import { refreshApprovers, saveApproverGroupMutation } from '../api.ts';
import { showApproverErrors } from '../form-errors.ts';
import { levelsPayload, type LevelRow } from '../levels.ts';
import { useApproverScreens } from '../use-approver-screens.ts';
import { ApproverPanelForm } from './approver-panel-form.tsx';

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

  return (
    <ApproverPanelForm<ApproverFormValues>
      name="approver"
      form={form}
      stored={group?.approvalLevels}
      initialValues={{
        group_name: group?.group_name ?? '',
        approval_types: group?.approval_types,
      }}
      onFinish={(values) =>
        save.mutate({
          group_name: values.group_name,
          approval_types: values.approval_types,
          approvers_count: values.approvers_count,
          approval_details: levelsPayload(values.approval_details, group?.approvalLevels),
        })
      }
      saving={save.isPending}
      cancel={{ to: paths.list }}
      saveLabel={t('approvers.save')}
      head={{
        name: 'group_name',
        label: t('approvers.groupName'),
        placeholder: t('approvers.groupNamePlaceholder'),
        testIds: { name: 'approver-name', type: 'approver-type' },
        typeLabel: t('approvers.type'),
        typeHelp: <TypeHelp />,
        messages: M,
      }}
      count={{
        name: 'approvers_count',
        label: t('approvers.countLabel'),
        extra: t('approvers.countHelp'),
        message: t(M.countRequired),
        testId: 'approver-count',
      }}
    />
  );
}

/** What the chosen approval type means, under the choice. */
function TypeHelp() {
  const { t } = useTranslation();
  const type = Form.useWatch<ApproverFormValues['approval_types']>('approval_types');
  return type ? t(`approvers.${type}Help`) : null;
}
