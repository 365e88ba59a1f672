import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { teamInputSchema, type TeamDetail, type TeamInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshStructure } from '../../branches/api.ts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { EmployeeSelect } from '../../departments/components/employee-select.tsx';
import { saveTeamMutation } from '../api.ts';
import { TEAM_PATHS } from '../paths.ts';
import '../../branches/structure.css';

const FIELDS = ['team_name', 'lead_employee_id', 'description', 'member_ids'] as const;
const shape = teamInputSchema.shape;

export function TeamForm({ team }: { team?: TeamDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeamInput>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    ...saveTeamMutation(team?.id),
    onSuccess: async () => {
      await refreshStructure(queryClient);
      await navigate({ to: TEAM_PATHS.list });
    },
    onError: (error) => showFieldErrors(form, error, i18n.t, { fields: FIELDS, scroll: true }),
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
            <EmployeeSelect known={known} testId="team-lead" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="member_ids"
            label={t('team.members')}
            extra={t('team.membersHint')}
          >
            <EmployeeSelect multiple known={known} testId="team-members" />
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
        <div className="cr-structure-actions">
          <Button onClick={() => void navigate({ to: TEAM_PATHS.list })}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid="team-save"
          >
            {t('team.save')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
