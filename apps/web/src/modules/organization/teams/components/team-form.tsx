import { useEffect } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamInputSchema, type TeamDetail, type TeamInput } from '@clockroom/contracts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { StructureForm, StructureTextArea } from '../../branches/structure-form.tsx';
import { saveTeamMutation } from '../api.ts';
import { teamScreens } from '../teams.routes.tsx';

const FIELDS = ['team_name', 'lead_employee_id', 'description', 'member_ids'] as const;
const shape = teamInputSchema.shape;

export function TeamForm({ team }: { team?: TeamDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeamInput>();
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
    <StructureForm
      name="team"
      shape={shape}
      form={form}
      initialValues={{ member_ids: [], lead_employee_id: null }}
      mutation={saveTeamMutation(team?.id)}
      list={teamScreens.paths.list}
      fields={FIELDS}
      toInput={(values) => ({
        ...values,
        lead_employee_id: values.lead_employee_id ?? null,
        member_ids: values.member_ids ?? [],
      })}
      recordName={{ field: 'team_name' }}
      saveLabel={t('team.save')}
    >
      <EmployeeField name="lead_employee_id" label={t('team.lead')} known={known} testId="team-lead" />
      <EmployeeField
        className="cr-structure-wide"
        name="member_ids"
        label={t('team.members')}
        extra={t('team.membersHint')}
        multiple
        known={known}
        testId="team-members"
      />
      <StructureTextArea name="description" />
    </StructureForm>
  );
}
