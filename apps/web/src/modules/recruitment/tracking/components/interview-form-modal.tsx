import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, type Interview } from '@clockroom/contracts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { FormModal } from '../../../../platform/ui/form-modal.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { openCandidatesQuery, refreshCandidates, saveInterviewMutation } from '../api.ts';
import { fullName, isOpen } from './stages.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { startingValues } from '../../../../platform/ui/starting-values.ts';

interface Values {
  application_id: number;
  date: Dayjs;
  time: Dayjs;
  duration_minutes: number;
  location?: string;
  link?: string;
  interviewer_ids: number[];
  note?: string;
}

interface InterviewFormModalProps {
  open: boolean;
  /** The candidate, when scheduled from their page; otherwise a select of the open candidates. */
  candidate?: { id: number; name: string };
  record?: Interview;
  onClose: () => void;
  onSaved?: (interview: Interview) => void;
}

/**
 * Schedules or reschedules an interview (issue 24): the day and time in the browser's zone, the
 * length, a place or a video link, and the panel chosen with the shared employee picker. The server
 * mails the candidate and each interviewer an invite with a calendar file.
 */
export function InterviewFormModal({ open, candidate, record, onClose, onSaved }: InterviewFormModalProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const candidates = useQuery({ ...openCandidatesQuery(), enabled: open && !candidate && !record });
  const save = useMutation({
    ...saveInterviewMutation(record?.id),
    onSuccess: (answer) => {
      void refreshCandidates(qc);
      onSaved?.(answer.data);
      onClose();
    },
    onError: (error) => showFieldErrors(form, error, t, { aliases: { starts_at: 'date' } }),
  });
  const start = record ? dayjs(record.starts_at) : dayjs().add(1, 'day').hour(10).minute(0);
  const submit = (v: Values) => {
    const at = v.date.hour(v.time.hour()).minute(v.time.minute()).second(0);
    save.mutate({
      // The field is on the form only when the candidate is picked there.
      application_id: candidate?.id ?? record?.application_id ?? v.application_id,
      starts_at: at.format('YYYY-MM-DDTHH:mm:ssZ'),
      duration_minutes: v.duration_minutes,
      location: v.location?.trim() || null,
      link: v.link?.trim() || null,
      note: v.note?.trim() || null,
      interviewer_ids: v.interviewer_ids,
    });
  };
  return (
    <FormModal
      form={form}
      saving={save.isPending}
      saveTestId="interview-save"
      open={open}
      title={
        record ? t('ri.edit') : candidate ? t('ri.scheduleFor', { name: candidate.name }) : t('ri.schedule')
      }
      okText={t('ri.save')}
      cancelText={t('rt.cancel')}
      onCancel={onClose}
      width={640}
      intro={<p className="cr-muted">{t('ri.inviteHint')}</p>}
      onFinish={submit}
      facts={{ labels: 'ri', testIds: 'interview' }}
      initialValues={{
        ...startingValues(record, {
          duration_minutes: 45,
          location: '',
          link: '',
          note: '',
          interviewer_ids: [],
        }),
        application_id: record?.application_id ?? candidate?.id,
        date: start,
        time: start,
      }}
    >
      {!candidate && !record && (
        <SelectField
          name="application_id"
          label={t('ri.candidate')}
          rules={[{ required: true, message: t('ri.pickCandidate') }]}
          testId="interview-candidate"
          search
          loading={candidates.isPending}
          placeholder={t('ri.pickCandidate')}
          options={(candidates.data?.results ?? [])
            .filter((c) => isOpen(c.status) && !c.erased)
            .map((c) => ({ value: c.id, label: `${fullName(c)} · ${c.job_posting_title}` }))}
        />
      )}
      <div className="cr-rt-form-row">
        <Form.Item name="date" label={t('ri.date')} rules={[{ required: true }]}>
          <DatePicker
            format={DATE_DISPLAY_FORMAT}
            style={{ width: '100%' }}
            data-testid="interview-date"
            allowClear={false}
          />
        </Form.Item>
        <Form.Item name="time" label={t('ri.time')} rules={[{ required: true }]}>
          <TimePicker
            format="HH:mm"
            minuteStep={5}
            style={{ width: '100%' }}
            data-testid="interview-time"
            allowClear={false}
          />
        </Form.Item>
        <NumberField
          name="duration_minutes"
          label={t('ri.duration')}
          rules={[{ required: true }]}
          min={5}
          max={600}
          step={15}
          wide
          testId="interview-duration"
        />
      </div>
      <div className="cr-rt-form-row">
        <TextField name="location" extra={t('ri.placeHelp')} maxLength={250} />
        <TextField name="link" maxLength={500} type="url" placeholder="https://" />
      </div>
      <EmployeeField
        name="interviewer_ids"
        label={t('ri.interviewers')}
        rules={[{ required: true }]}
        multiple
        known={record?.interviewers}
        testId="interview-interviewers"
        ariaLabel={t('ri.interviewers')}
      />
      <Form.Item name="note" label={t('ri.note')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}
