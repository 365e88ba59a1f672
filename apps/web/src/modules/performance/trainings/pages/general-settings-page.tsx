import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_MESSAGES as M, type TrainingSettings } from '@clockroom/contracts';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { adminTrainingScreens } from '../training.routes.tsx';
import { generalSettingsQuery, refreshSettings, saveGeneralMutation } from '../api.ts';
import '../i18n.ts';

/** …/training/manage-general-settings: a new training's default capacity and the review reminders. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(generalSettingsQuery());
  return (
    <>
      <PageHeader back title={t('training.generalSettings')} subtitle={t('training.generalHint')} />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <PageError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <GeneralForm settings={settings.data} />
      )}
    </>
  );
}

function GeneralForm({ settings }: { settings: TrainingSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TrainingSettings>();
  const save = useFormSave(form, {
    ...saveGeneralMutation(),
    refresh: refreshSettings,
    then: adminTrainingScreens.paths.settings,
    fieldErrors: { fields: ['default_capacity', 'review_reminder_days'] },
  });
  return (
    <PanelForm<TrainingSettings>
      testId="training-general-form"
      name="training-general"
      form={form}
      initialValues={settings}
      onFinish={(v) =>
        save.mutate({
          review_reminder_days: v.review_reminder_days,
          default_capacity: v.default_capacity ?? '',
        })
      }
      saving={save.isPending}
      cancel={adminTrainingScreens.paths.settings}
      saveLabel={t('training.saveSettings')}
      saveTestId="training-general-save"
    >
      <Form.Item
        name="default_capacity"
        label={t('training.defaultCapacity')}
        extra={t('training.capacityHint')}
      >
        <InputNumber min={1} max={10000} style={{ width: '100%' }} data-testid="training-default-capacity" />
      </Form.Item>
      <Form.Item
        name="review_reminder_days"
        label={t('training.reminderDays')}
        rules={[requiredRule(M.reminderDaysInvalid, t)]}
      >
        <InputNumber min={1} max={60} style={{ width: '100%' }} data-testid="training-reminder-days" />
      </Form.Item>
    </PanelForm>
  );
}
