import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Form, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type Application } from '@clockroom/contracts';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { noteMutation, refreshCandidates } from '../api.ts';
import { trackingScreens } from '../tracking.routes.tsx';
import { StageTag } from './stages.tsx';

export function DetailsPanel({ c }: { c: Application }) {
  const { t } = useTranslation();
  const none = <span className="cr-muted">{t('rt.none')}</span>;
  return (
    <Panel title={t('rt.details')} testId="candidate-details">
      <dl className="cr-rt-details">
        <dt>{t('rt.email')}</dt>
        <dd>{c.erased ? none : <a href={`mailto:${c.email}`}>{c.email}</a>}</dd>
        <dt>{t('rt.phone')}</dt>
        <dd>{c.phone ?? none}</dd>
        <dt>{t('rt.posting')}</dt>
        <dd>{c.job_posting_title}</dd>
        <dt>{t('rt.source')}</dt>
        <dd>{t(`rt.src.${c.source}`)}</dd>
        <dt>{t('rt.appliedOn')}</dt>
        <dd>{formatDate(c.created_at)}</dd>
        {c.hired_at && (
          <>
            <dt>{t('rt.hiredOn')}</dt>
            <dd>{formatDate(c.hired_at)}</dd>
          </>
        )}
        {c.employee && (
          <>
            <dt>{t('rt.employee')}</dt>
            <dd>
              <Link
                to="/admin/organization/employees/view/$id"
                params={{ id: String(c.employee.id) }}
                data-testid="candidate-employee"
              >
                {c.employee.name}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

export function AnswersPanel({ c }: { c: Application }) {
  const { t } = useTranslation();
  const empty = c.answers.length === 0 && !c.cover_letter;
  return (
    <Panel title={t('rt.answers')} testId="candidate-answers">
      {empty ? (
        <p className="cr-muted cr-m0">{t('rt.noAnswers')}</p>
      ) : (
        <dl className="cr-rt-qa">
          {c.answers.map((a) => (
            <div key={a.question_id}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
          {c.cover_letter && (
            <div>
              <dt>{t('rt.coverLetter')}</dt>
              <dd>{c.cover_letter}</dd>
            </div>
          )}
        </dl>
      )}
    </Panel>
  );
}

/** Every change of stage, oldest first, with its note and who made it. */
export function HistoryPanel({ c }: { c: Application }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('rt.history')} testId="candidate-history">
      <Timeline
        items={c.history.map((h, i) => ({
          key: i,
          content: (
            <div className="cr-rt-list">
              <span>
                <StageTag status={h.status} /> {formatDateTime(h.at)}
                {h.by ? ` · ${t('rt.by', { name: h.by })}` : ''}
              </span>
              {h.note && <p className="cr-rt-pre cr-muted">{h.note}</p>}
            </div>
          ),
        }))}
      />
    </Panel>
  );
}

export function NotesPanel({ c, manage }: { c: Application; manage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ note: string }>();
  const add = useMutation({
    ...noteMutation(c.id),
    onSuccess: () => {
      form.resetFields();
      void refreshCandidates(qc);
    },
  });
  return (
    <Panel title={t('rt.notes')} testId="candidate-notes">
      {c.notes.length === 0 ? (
        <p className="cr-muted">{t('rt.noNotes')}</p>
      ) : (
        <ul className="cr-rt-list cr-mb">
          {c.notes.map((n, i) => (
            <li key={i}>
              <p className="cr-rt-pre">{n.note}</p>
              <span className="cr-muted cr-small">
                {formatDateTime(n.at)}
                {n.by ? ` · ${t('rt.by', { name: n.by })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {manage && !c.erased && (
        <Form form={form} layout="vertical" onFinish={(v) => add.mutate(v.note.trim())}>
          <NoteField
            name="note"
            label={t('rt.notePrompt')}
            rules={[{ required: true, whitespace: true, message: t('rt.notePrompt') }]}
            rows={3}
            testId="note-input"
          />
          <Button htmlType="submit" loading={add.isPending} data-testid="note-add">
            {t('rt.addNote')}
          </Button>
        </Form>
      )}
    </Panel>
  );
}

/** The candidate's interviews, each opening its own page. */
export function InterviewsPanel({ c, extra }: { c: Application; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('rt.interviews')} testId="candidate-interviews" extra={extra}>
      {c.interviews.length === 0 ? (
        <p className="cr-muted cr-m0">{t('rt.noInterviews')}</p>
      ) : (
        <ul className="cr-rt-list">
          {c.interviews.map((i) => (
            <li key={i.id}>
              <Link {...trackingScreens.paths.interview(i.id)} data-testid={`candidate-interview-${i.id}`}>
                {formatDateTime(i.starts_at)}
              </Link>
              <span className="cr-muted cr-small">{t('ri.minutes', { count: i.duration_minutes })}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
