import { useParams } from '@tanstack/react-router';
import { Checkbox, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSTING_MESSAGES as M, type PostingSetting } from '@clockroom/contracts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { postingScreens } from '../../recruitment.routes.tsx';
import { postingSettingQuery, refreshPostingSettings, savePostingSettingMutation } from '../api.ts';
import { QuestionsField, type QuestionValue } from '../components/questions-field.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

interface Values {
  name: string;
  questions: QuestionValue[];
  closing_days: number | null;
  close_when_filled: boolean;
  is_default: boolean;
}

/** …/manage-job-posting-settings/create and /edit/$id: a set of default questions and closing rules. */
export default function PostingSettingFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  if (id === undefined)
    return (
      <>
        <PageHeader back title={t('setting.createTitle')} />
        <SettingForm />
      </>
    );
  return (
    <RecordPage
      query={postingSettingQuery(Number(id))}
      title={t('setting.editTitle')}
      subtitle={(r) => r.name}
    >
      {(r) => <SettingForm record={r} />}
    </RecordPage>
  );
}

function SettingForm({ record }: { record?: PostingSetting }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const list = postingScreens.paths.postingSettings;
  const save = useFormSave(form, {
    ...savePostingSettingMutation(record?.id),
    refresh: refreshPostingSettings,
    then: list,
    fieldErrors: { fields: ['name', 'questions', 'closing_days', 'close_when_filled', 'is_default'] },
  });
  return (
    <PanelForm<Values>
      name="posting-setting"
      facts={{ labels: 'setting', testIds: 'posting-setting' }}
      form={form}
      initialValues={{
        ...startingValues(record, {
          name: '',
          questions: [],
          close_when_filled: true,
          is_default: false,
        }),
        closing_days: record?.closing_days ?? null,
      }}
      onFinish={(v) =>
        save.mutate({
          name: v.name,
          questions: v.questions,
          closing_days: v.closing_days ?? '',
          close_when_filled: v.close_when_filled,
          is_default: v.is_default,
        })
      }
      saving={save.isPending}
      cancel={list}
    >
      <TextField name="name" required={M.settingNameRequired} />
      <Form.Item name="closing_days" label={t('setting.closingDays')} extra={t('setting.closingDaysHint')}>
        <InputNumber
          min={1}
          max={365}
          precision={0}
          style={{ width: '100%', maxWidth: 240 }}
          data-testid="posting-setting-days"
        />
      </Form.Item>
      <Form.Item name="close_when_filled" valuePropName="checked">
        <Checkbox data-testid="posting-setting-filled">{t('setting.closeWhenFilled')}</Checkbox>
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox data-testid="posting-setting-default">{t('setting.isDefault')}</Checkbox>
      </Form.Item>
      <QuestionsField testId="posting-setting" hint={t('setting.questionsHint')} />
    </PanelForm>
  );
}
