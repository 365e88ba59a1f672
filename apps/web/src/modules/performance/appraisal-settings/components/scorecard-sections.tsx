import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Tooltip,
  type FormListFieldData,
  type FormListOperation,
} from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M } from '@clockroom/contracts';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { emptyKpi, emptySection } from './scorecard-form-values.ts';
import { WeightSum, sumOf } from './weight-sum.tsx';

interface MoveButtonsProps {
  index: number;
  count: number;
  what: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  testId: string;
  disabled: boolean;
}

/** Up, down and remove as buttons, so the keyboard reorders as well as the mouse. */
function MoveButtons({ index, count, what, move, remove, testId, disabled }: MoveButtonsProps): ReactElement {
  const { t } = useTranslation();
  const button = (
    label: string,
    icon: React.ReactNode,
    onClick: () => void,
    off: boolean,
    id: string,
    danger = false,
  ) => (
    <Tooltip title={label}>
      <Button
        icon={icon}
        aria-label={`${label}: ${what}`}
        onClick={onClick}
        disabled={disabled || off}
        danger={danger}
        data-testid={`${testId}-${id}`}
      />
    </Tooltip>
  );
  return (
    <div className="cr-apprset-buttons">
      {button(t('apprSet.moveUp'), <ArrowUpOutlined />, () => move(index, index - 1), index === 0, 'up')}
      {button(
        t('apprSet.moveDown'),
        <ArrowDownOutlined />,
        () => move(index, index + 1),
        index === count - 1,
        'down',
      )}
      {button(t('apprSet.remove'), <DeleteOutlined />, () => remove(index), count === 1, 'remove', true)}
    </div>
  );
}

interface RowProps {
  kind: 'section' | 'kpi';
  /** The row's place in its list (Form.List names a row by its place), the list's rows and operations. */
  at: number;
  fields: FormListFieldData[];
  list: FormListOperation;
  id: string;
  disabled: boolean;
  /** The fields between the name and the weight (a KPI's description and target). */
  children?: ReactNode;
}

/**
 * What a section and a KPI both are: a name (required), a whole weight 0–100 and the buttons that
 * move or remove the row; a KPI has its description and target between.
 */
function ScorecardRow({ kind, at, fields, list, id, disabled, children }: RowProps): ReactElement {
  const { t } = useTranslation();
  const what = t(`apprSet.${kind}`, { n: at + 1 });
  return (
    <>
      <Form.Item name={[at, 'name']} label={what} rules={[requiredRule(M.nameRequired, t)]}>
        <Input
          maxLength={150}
          placeholder={t(`apprSet.${kind}Name`)}
          data-testid={`${id}-name`}
          disabled={disabled}
        />
      </Form.Item>
      {children}
      <Form.Item
        name={[at, 'weight']}
        label={t('apprSet.kpiWeight')}
        rules={[{ required: true, message: t(M.weightInvalid) }]}
      >
        <InputNumber
          min={0}
          max={100}
          precision={0}
          aria-label={`${what} ${t(`apprSet.${kind}Weight`)}`}
          style={{ width: '100%' }}
          data-testid={`${id}-weight`}
          disabled={disabled}
        />
      </Form.Item>
      <MoveButtons
        index={at}
        count={fields.length}
        what={what}
        move={list.move}
        remove={list.remove}
        testId={id}
        disabled={disabled}
      />
    </>
  );
}

/** A section's KPIs: name, description, target and weight, added, removed and reordered. */
function SectionKpis({ section, disabled }: { section: number; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Form.List name={[section, 'kpis']}>
      {(fields, list) => (
        <>
          {fields.map((f, k) => {
            const id = `scorecard-s${section}-k${k}`;
            return (
              <div key={f.key} className="cr-apprset-kpi" data-testid={id}>
                <ScorecardRow kind="kpi" at={k} fields={fields} list={list} id={id} disabled={disabled}>
                  <Form.Item name={[f.name, 'description']} label={t('apprSet.description')}>
                    <Input maxLength={1000} data-testid={`${id}-description`} disabled={disabled} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'target']} label={t('apprSet.target')}>
                    <Input maxLength={250} data-testid={`${id}-target`} disabled={disabled} />
                  </Form.Item>
                </ScorecardRow>
              </div>
            );
          })}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => list.add(emptyKpi())}
              disabled={disabled}
              data-testid={`scorecard-s${section}-add-kpi`}
            >
              {t('apprSet.addKpi')}
            </Button>
          </div>
        </>
      )}
    </Form.List>
  );
}

/** The scorecard's sections, each with its KPIs and the live sum of their weights. */
export function ScorecardSections({ disabled }: { disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const sections = (Form.useWatch('sections') ?? []) as { name?: string; kpis?: { weight?: unknown }[] }[];
  return (
    <Form.List name="sections">
      {(fields, list) => (
        <div className="cr-apprset-rows">
          {fields.map((f, i) => {
            const id = `scorecard-s${i}`;
            const what = t('apprSet.section', { n: i + 1 });
            const kpis = sections[i]?.kpis ?? [];
            return (
              <section key={f.key} className="cr-apprset-section" data-testid={id} aria-label={what}>
                <div className="cr-apprset-section-head">
                  <ScorecardRow
                    kind="section"
                    at={i}
                    fields={fields}
                    list={list}
                    id={id}
                    disabled={disabled}
                  />
                </div>
                <WeightSum
                  label={t('apprSet.kpisSum', {
                    name: sections[i]?.name || what,
                    sum: sumOf(kpis.map((k) => k?.weight)),
                  })}
                  sum={sumOf(kpis.map((k) => k?.weight))}
                  testId={`${id}-kpi-sum`}
                />
                <SectionKpis section={f.name} disabled={disabled} />
              </section>
            );
          })}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => list.add(emptySection())}
              disabled={disabled}
              data-testid="scorecard-add-section"
            >
              {t('apprSet.addSection')}
            </Button>
          </div>
        </div>
      )}
    </Form.List>
  );
}
