import { Button, Flex, Form, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { notifyError, notifySuccess } from '../../../../platform/notify/notify.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { employeeQuery, refreshEmployees, saveEmployeeMutation } from '../api.ts';
import { toFormValues, toPayload, type EmployeeFormValues } from '../employee-form-values.ts';
import { fullName } from '../employee-fields.ts';
import {
  ContactSection,
  EMPLOYEE_FORM_FACTS,
  EmploymentSection,
  PersonalSection,
} from '../components/form-sections.tsx';
import { AccessSection } from '../components/access-section.tsx';
import { BankSection } from '../components/bank-section.tsx';
import { PayrollSection } from '../components/payroll-section.tsx';
import { ContactPeopleSections, EngagementSection } from '../components/record-form-sections.tsx';
import { employeeScreens } from '../employees.routes.tsx';
import '../i18n.ts';
import '../employees.css';

/** create and edit/{id} (spec 1 §2): edit mode is decided by the id in the route (spec 2 §4). */
export default function EmployeeFormPage() {
  const { id } = useParams({ strict: false });
  const existing = useQuery({ ...employeeQuery(id ?? ''), enabled: Boolean(id) });
  if (id && existing.isPending) {
    return (
      <Flex vertical gap={24}>
        <Panel>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Panel>
      </Flex>
    );
  }
  if (id && existing.isError)
    return <PageError error={existing.error} onRetry={() => void existing.refetch()} />;
  return (
    <EmployeeForm
      id={id ? Number(id) : null}
      initial={toFormValues(existing.data ?? null)}
      ownerEdit={Boolean(existing.data?.is_owner)}
      name={existing.data ? fullName(existing.data) : ''}
    />
  );
}

function EmployeeForm({
  id,
  initial,
  ownerEdit,
  name,
}: {
  id: number | null;
  initial: EmployeeFormValues;
  ownerEdit: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmployeeFormValues>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const canManageAccess = hasPermission(user, 'manage role members');
  const save = useMutation({
    ...saveEmployeeMutation(id),
    onSuccess: async ({ message, data }) => {
      notifySuccess(message);
      await refreshEmployees(qc);
      void navigate(employeeScreens.paths.view(data.id));
    },
    onError: (error) => {
      notifyError(error);
      showFieldErrors(form, error, t);
    },
  });

  const submit = (values: EmployeeFormValues) => {
    const payload = toPayload(values);
    // Without 'manage role members' access stays as it is: the API refuses changes to it.
    if (!canManageAccess) {
      delete (payload as { roles?: unknown }).roles;
      delete (payload as { login_access?: unknown }).login_access;
    }
    save.mutate(payload);
  };

  return (
    <>
      <PageHeader
        title={id ? t('employees.editTitle', { name }) : t('employees.createTitle')}
        back
        extra={
          <Button
            type="primary"
            onClick={() => form.submit()}
            loading={save.isPending}
            data-testid="employee-save-top"
          >
            {t('employees.save')}
          </Button>
        }
      />
      <AppForm<EmployeeFormValues>
        form={form}
        initialValues={initial}
        onFinish={submit}
        facts={EMPLOYEE_FORM_FACTS}
        // Required fields carry the asterisk; the app's messages are the only ones (no browser popup).
        requiredMark
        noValidate
        className="cr-employee-form"
        data-testid="employee-form"
      >
        <Flex vertical gap={24}>
          <PersonalSection />
          <ContactSection />
          <EmploymentSection editing={id !== null} />
          <EngagementSection />
          <ContactPeopleSections />
          <BankSection />
          <PayrollSection creating={id === null} />
          {canManageAccess ? <AccessSection isOwner={ownerEdit} /> : null}
          <Flex gap={8} justify="flex-end" className="cr-employee-actions-bar" wrap>
            <Button onClick={() => window.history.back()} data-testid="employee-cancel">
              {t('employees.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="employee-save">
              {t('employees.save')}
            </Button>
          </Flex>
        </Flex>
      </AppForm>
    </>
  );
}
