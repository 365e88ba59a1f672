import type { ReactElement } from 'react';
import { Button, Form, Input, InputNumber, Tooltip } from 'antd';
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

const weightInput = (label: string, testId: string, disabled: boolean) => (
  <InputNumber
    min={0}
    max={100}
    precision={0}
    aria-label={label}
    style={{ width: '100%' }}
    data-testid={testId}
    disabled={disabled}
  />
);

/** A section's KPIs: name, description, target and weight, added, removed and reordered. */
function SectionKpis({ section, disabled }: { section: number; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Form.List name={[section, 'kpis']}>
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((f, k) => {
            const id = `scorecard-s${section}-k${k}`;
            const what = t('apprSet.kpi', { n: k + 1 });
            return (
              <div key={f.key} className="cr-apprset-kpi" data-testid={id}>
                <Form.Item name={[f.name, 'name']} label={what} rules={[requiredRule(M.nameRequired, t)]}>
                  <Input
                    maxLength={150}
                    placeholder={t('apprSet.kpiName')}
                    data-testid={`${id}-name`}
                    disabled={disabled}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'description']} label={t('apprSet.description')}>
                  <Input maxLength={1000} data-testid={`${id}-description`} disabled={disabled} />
                </Form.Item>
                <Form.Item name={[f.name, 'target']} label={t('apprSet.target')}>
                  <Input maxLength={250} data-testid={`${id}-target`} disabled={disabled} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'weight']}
                  label={t('apprSet.kpiWeight')}
                  rules={[{ required: true, message: t(M.weightInvalid) }]}
                >
                  {weightInput(`${what} ${t('apprSet.kpiWeight')}`, `${id}-weight`, disabled)}
                </Form.Item>
                <MoveButtons
                  index={k}
                  count={fields.length}
                  what={what}
                  move={move}
                  remove={remove}
                  testId={id}
                  disabled={disabled}
                />
              </div>
            );
          })}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(emptyKpi())}
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
      {(fields, { add, remove, move }) => (
        <div className="cr-apprset-rows">
          {fields.map((f, i) => {
            const id = `scorecard-s${i}`;
            const what = t('apprSet.section', { n: i + 1 });
            const kpis = sections[i]?.kpis ?? [];
            return (
              <section key={f.key} className="cr-apprset-section" data-testid={id} aria-label={what}>
                <div className="cr-apprset-section-head">
                  <Form.Item name={[f.name, 'name']} label={what} rules={[requiredRule(M.nameRequired, t)]}>
                    <Input
                      maxLength={150}
                      placeholder={t('apprSet.sectionName')}
                      data-testid={`${id}-name`}
                      disabled={disabled}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'weight']}
                    label={t('apprSet.kpiWeight')}
                    rules={[{ required: true, message: t(M.weightInvalid) }]}
                  >
                    {weightInput(`${what} ${t('apprSet.sectionWeight')}`, `${id}-weight`, disabled)}
                  </Form.Item>
                  <MoveButtons
                    index={i}
                    count={fields.length}
                    what={what}
                    move={move}
                    remove={remove}
                    testId={id}
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
              onClick={() => add(emptySection())}
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
