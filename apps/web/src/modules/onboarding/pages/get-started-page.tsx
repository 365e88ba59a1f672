import { useState } from 'react';
import { Button, Flex, Form, Steps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_LAST_STEP, ONBOARDING_MESSAGES as O, SESSION_ENDPOINTS } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';
import { session } from '../../../platform/session/session-store.ts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { AppForm } from '../../../platform/ui/app-form.tsx';
import { PageLoading } from '../../../platform/ui/page-loading.tsx';
import { PublicCard } from '../../../platform/ui/public-card.tsx';
import { saveProfileMutation, selfProfileQuery } from '../api.ts';
import { EmploymentFields } from '../components/employment-fields.tsx';
import { OnboardingShell } from '../components/onboarding-shell.tsx';
import { PersonalContactFields } from '../components/personal-contact-fields.tsx';
import { WelcomeStep } from '../components/welcome-step.tsx';
import { showProfileErrors } from '../profile-errors.ts';
import {
  PROFILE_FIELD_FACTS,
  toFormValues,
  toPayload,
  type ProfileFormValues,
} from '../profile-form-values.ts';
import { fieldsToValidate, nextStep, previousStep, stepActions, type WizardStep } from '../wizard-steps.ts';
import '../i18n.ts';

/** /get-started: the three-step onboarding of an invited employee (spec 2 §2, §4, §5). */
export default function GetStartedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const employeeId = user.employee.id;
  const profile = useQuery(selfProfileQuery(employeeId));
  const [step, setStep] = useState<WizardStep>(1);
  const [form] = Form.useForm<ProfileFormValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saving = saveProfileMutation(queryClient, employeeId);
  const save = useMutation({
    ...saving,
    onSuccess: async () => {
      await saving.onSuccess();
      void navigate({ to: '/get-started-success' });
    },
    onError: (error) => showProfileErrors(form, error),
  });
  const logOut = useMutation({
    mutationFn: () => submit(SESSION_ENDPOINTS.logout, { skipSessionExpiry: true }),
    meta: { silent: true },
    onSettled: () => {
      // 'Log Out & Finish Later' (spec 2 §2): forget the session, back to the company-URL entry.
      session.clearAuth();
      session.forgetLastPage();
      void navigate({ to: '/companyurl' }).finally(() => queryClient.clear());
    },
  });

  if (profile.isPending) return <PageLoading fullScreen />;
  if (profile.isError) return <Navigate to="/login" replace />;
  const actions = stepActions(step);

  const onContinue = async () => {
    if (step === 1) return setStep(nextStep(1, true));
    const valid = await form
      .validateFields(fieldsToValidate(step) as string[], { recursive: true })
      .then(() => true)
      .catch(() => false);
    setStep(nextStep(step, valid));
  };
  const onSave = async () => {
    const valid = await form
      .validateFields(fieldsToValidate(3) as string[])
      .then(() => true)
      .catch(() => false);
    if (!valid) {
      // An invalid step-2 field is out of sight on step 3: go back to where the problem is.
      const errors = form
        .getFieldsError(fieldsToValidate(2) as (keyof ProfileFormValues)[])
        .some((f) => f.errors.length > 0);
      if (errors) setStep(2);
      return;
    }
    save.mutate(toPayload(form.getFieldsValue(true) as ProfileFormValues));
  };

  const titles = ['onboarding.stepWelcome', O.editEmployee, 'onboarding.stepEmployment'];
  return (
    <OnboardingShell>
      <PublicCard
        wide
        title={step === 2 ? t(O.editEmployee) : t('onboarding.title')}
        subtitle={t('onboarding.stepOf', { step, total: ONBOARDING_LAST_STEP })}
      >
        <Steps
          current={step - 1}
          size="small"
          responsive
          className="cr-mb-lg"
          items={titles.map((key) => ({ title: t(key) }))}
        />
        {step === 1 ? (
          <WelcomeStep
            name={`${profile.data.first_name} ${profile.data.last_name}`}
            company={profile.data.company_name}
          />
        ) : null}
        <AppForm<ProfileFormValues>
          form={form}
          initialValues={toFormValues(profile.data)}
          name="onboarding"
          facts={PROFILE_FIELD_FACTS}
        >
          <div hidden={step !== 2} data-testid="onboarding-step-2">
            <PersonalContactFields form={form} />
          </div>
          <div hidden={step !== 3} data-testid="onboarding-step-3">
            <EmploymentFields profile={profile.data} />
          </div>
        </AppForm>
        <Flex justify="space-between" gap={8} wrap className="cr-mt">
          {actions.logOut ? (
            <Button
              onClick={() => logOut.mutate()}
              loading={logOut.isPending}
              data-testid="onboarding-logout"
            >
              {t(O.logOutFinishLater)}
            </Button>
          ) : null}
          {actions.previous ? (
            <Button onClick={() => setStep(previousStep(step))} data-testid="onboarding-previous">
              {t('onboarding.previous')}
            </Button>
          ) : null}
          {actions.continue ? (
            <Button type="primary" onClick={() => void onContinue()} data-testid="onboarding-continue">
              {t('onboarding.continue')}
            </Button>
          ) : null}
          {actions.save ? (
            <Button
              type="primary"
              onClick={() => void onSave()}
              loading={save.isPending}
              data-testid="onboarding-save"
            >
              {t('onboarding.save')}
            </Button>
          ) : null}
        </Flex>
      </PublicCard>
    </OnboardingShell>
  );
}
