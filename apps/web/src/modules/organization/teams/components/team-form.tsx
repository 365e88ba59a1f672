import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamInputSchema, type TeamDetail, type TeamInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshStructure } from '../../branches/api.ts';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { saveTeamMutation } from '../api.ts';
import { teamScreens } from '../teams.routes.tsx';
import '../../branches/structure.css';

const FIELDS = ['team_name', 'lead_employee_id', 'description', 'member_ids'] as const;
const shape = teamInputSchema.shape;

export function TeamForm({ team }: { team?: TeamDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeamInput>();
  const save = useFormSave(form, {
    ...saveTeamMutation(team?.id),
    refresh: refreshStructure,
    then: teamScreens.paths.list,
    fieldErrors: { fields: FIELDS },
  });
  useEffect(() => {
    if (!team) return;
    form.setFieldsValue({
      team_name: team.team_name,
      lead_employee_id: team.lead?.id ?? null,
      description: team.description,
      member_ids: team.members.map((m) => m.id),
    });
  }, [team, form]);
  const known = [...(team?.lead ? [team.lead] : []), ...(team?.members ?? [])];

  return (
    <Panel className="cr-structure-form" testId="team-form">
      <AppForm<TeamInput>
        name="team"
        form={form}
        initialValues={{ member_ids: [], lead_employee_id: null }}
        onFinish={(values) =>
          save.mutate({
            ...values,
            lead_employee_id: values.lead_employee_id ?? null,
            member_ids: values.member_ids ?? [],
          })
        }
      >
        <div className="cr-structure-grid">
          <Form.Item name="team_name" label={t('team.name')} rules={[schemaRule(shape.team_name, t)]}>
            <Input
              autoFocus
              maxLength={150}
              placeholder={t('team.namePlaceholder')}
              data-testid="team-name"
            />
          </Form.Item>
          <Form.Item name="lead_employee_id" label={t('team.lead')}>
            <EmployeePicker known={known} testId="team-lead" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="member_ids"
            label={t('team.members')}
            extra={t('team.membersHint')}
          >
            <EmployeePicker multiple known={known} testId="team-members" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="description"
            label={t('team.description')}
            rules={[schemaRule(shape.description, t)]}
          >
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="team-description" />
          </Form.Item>
        </div>
        <FormActions
          saving={save.isPending}
          cancel={teamScreens.paths.list}
          saveLabel={t('team.save')}
          testId="team-save"
        />
      </AppForm>
    </Panel>
  );
}
