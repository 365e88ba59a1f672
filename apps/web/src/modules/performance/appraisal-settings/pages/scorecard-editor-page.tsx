import { useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { Alert, Button, Form, Input } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M, type Scorecard } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { isApiError } from '../../../../platform/api/api-error.ts';
import { refreshSettings, saveScorecardMutation, scorecardQuery } from '../api.ts';
import { RatingScaleFields } from '../components/rating-scale-fields.tsx';
import { bodyOf, nestedPath, valuesOf, type ScorecardValues } from '../components/scorecard-form-values.ts';
import { ScorecardSections } from '../components/scorecard-sections.tsx';
import { WeightSum, sumOf } from '../components/weight-sum.tsx';
import { useGo } from '../components/go-link.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

const idOf = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);

/** The live sum of the sections' weights, above them (each section shows its KPIs' own). */
function Sums(): ReactElement {
  const { t } = useTranslation();
  const sections = (Form.useWatch('sections') ?? []) as { weight?: unknown }[];
  const sum = sumOf(sections.map((s) => s?.weight));
  return (
    <div className="cr-apprset-sums" data-testid="scorecard-sums">
      <WeightSum label={t('apprSet.sectionsSum', { sum })} sum={sum} testId="scorecard-section-sum" />
    </div>
  );
}

/** Whether any sum is off: the sections' or a section's KPIs'. */
const weightsOff = (sections: { weight?: unknown; kpis?: { weight?: unknown }[] }[]) =>
  sumOf(sections.map((s) => s?.weight)) !== 100 ||
  sections.some((s) => sumOf((s?.kpis ?? []).map((k) => k?.weight)) !== 100);

/** After a save stopped by a sum, says so until the sums are right. */
function OffNotice({ tried }: { tried: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const sections = (Form.useWatch('sections') ?? []) as { weight?: unknown; kpis?: { weight?: unknown }[] }[];
  if (!tried || !weightsOff(sections)) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="cr-mb"
      title={t('apprSet.weightsOff')}
      data-testid="scorecard-weights-off"
    />
  );
}

function Editor({ card, copyOf }: { card?: Scorecard; copyOf?: Scorecard }): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const go = useGo();
  const [form] = Form.useForm<ScorecardValues>();
  const [offSubmitted, setOffSubmitted] = useState(false);
  const locked = card?.locked === true;
  const save = useFormSave(form, {
    ...saveScorecardMutation(card?.id),
    refresh: refreshSettings,
    then: links.scorecards,
    fieldErrors: { fields: ['name'], nested: nestedPath },
  });
  const initial = copyOf ? valuesOf(copyOf, t('apprSet.copyOf', { name: copyOf.name })) : valuesOf(card);
  const submit = (v: ScorecardValues) => {
    const body = bodyOf(v);
    const off = weightsOff(body.sections);
    setOffSubmitted(off);
    if (!off) save.mutate(body);
  };
  const copy = card ? { ...links.scorecardCreate, search: { copy: card.id } } : null;
  // The server refuses a change to a scorecard an initiated group uses (409): said here, with the copy.
  const refused = save.error && isApiError(save.error) && save.error.status === 409 ? save.error : null;
  const stuck = locked || refused !== null;
  return (
    <AppForm<ScorecardValues>
      name="scorecard"
      form={form}
      initialValues={initial}
      onFinish={submit}
      disabled={locked}
    >
      {stuck ? (
        <Alert
          type="warning"
          showIcon
          className="cr-mb"
          title={
            refused
              ? t(refused.code ?? refused.message, { defaultValue: refused.message, ...refused.params })
              : t('apprSet.locked')
          }
          description={refused ? t('apprSet.locked') : undefined}
          data-testid="scorecard-locked"
          action={
            copy ? (
              <Button
                icon={<CopyOutlined />}
                onClick={() => void go(copy)}
                disabled={false}
                data-testid="scorecard-copy"
              >
                {t('apprSet.copy')}
              </Button>
            ) : null
          }
        />
      ) : null}
      {copyOf ? <Alert type="info" showIcon className="cr-mb" title={t('apprSet.copied')} /> : null}
      <Panel testId="scorecard-editor">
        <Form.Item name="name" label={t('apprSet.name')} rules={[requiredRule(M.nameRequired, t)]}>
          <Input maxLength={150} data-testid="scorecard-name" />
        </Form.Item>
        <Sums />
        <ScorecardSections disabled={locked} />
      </Panel>
      <RatingScaleFields disabled={locked} />
      <OffNotice tried={offSubmitted} />
      {locked ? null : (
        <FormActions saving={save.isPending} cancel={links.scorecards} testId="scorecard-save" />
      )}
    </AppForm>
  );
}

/**
 * The scorecard editor (issue 22): create (settings/appraisal/create, settings/create-scorecard, or a
 * copy with ?copy=), edit (settings/appraisal/edit/$id, settings/scorecard-template-editor?id=).
 * A scorecard an initiated group uses is shown read-only with the way to copy it.
 */
export default function ScorecardEditorPage(): ReactElement {
  const { t } = useTranslation();
  const params: { id?: string } = useParams({ strict: false });
  const search: { id?: unknown; copy?: unknown } = useSearch({ strict: false });
  const id = idOf(params.id) ?? idOf(search.id);
  const copyId = id === undefined ? idOf(search.copy) : undefined;
  const source = id ?? copyId;
  const record = useQuery({ ...scorecardQuery(source ?? 0), enabled: source !== undefined });
  const title = t(id === undefined ? 'apprSet.createScorecard' : 'apprSet.editScorecard');
  return (
    <>
      <PageHeader back title={title} subtitle={id !== undefined ? record.data?.name : undefined} />
      {source !== undefined && record.isPending ? (
        <PageLoading />
      ) : source !== undefined && record.isError ? (
        <PageError error={record.error} onRetry={() => void record.refetch()} />
      ) : id !== undefined ? (
        <Editor key={`edit-${id}`} card={record.data} />
      ) : (
        <Editor key={`new-${copyId ?? 0}`} copyOf={record.data} />
      )}
    </>
  );
}
