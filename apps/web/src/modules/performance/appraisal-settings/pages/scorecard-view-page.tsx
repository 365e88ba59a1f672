import type { ReactElement } from 'react';
import { Alert, Button, Descriptions, Table } from 'antd';
import { CopyOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Scorecard } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { scorecardQuery } from '../api.ts';
import { useGo } from '../components/go-link.tsx';
import { scalePoints } from '../components/scorecard-form-values.ts';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

function ScorecardBody({ card }: { card: Scorecard }): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const go = useGo();
  const may = hasPermission(useCurrentUser(), 'manage appraisal settings');
  const { min, max, labels } = card.rating_scale;
  return (
    <>
      {card.locked ? <Alert type="warning" showIcon className="cr-mb" title={t('apprSet.locked')} /> : null}
      {may ? (
        <div className="cr-apprset-buttons cr-mb">
          {card.locked ? (
            <Button
              icon={<CopyOutlined />}
              onClick={() => void go({ ...links.scorecardCreate, search: { copy: card.id } })}
              data-testid="scorecard-view-copy"
            >
              {t('apprSet.copy')}
            </Button>
          ) : (
            <Button
              icon={<EditOutlined />}
              onClick={() => void go(links.scorecardEdit(card.id))}
              data-testid="scorecard-view-edit"
            >
              {t('apprSet.edit')}
            </Button>
          )}
          <Button
            icon={<TeamOutlined />}
            onClick={() => void go(links.scorecardAssign(card.id))}
            data-testid="scorecard-view-assign"
          >
            {t('apprSet.assign')}
          </Button>
        </div>
      ) : null}
      {card.sections.map((s, i) => (
        <Panel
          key={`${s.name}-${i}`}
          title={`${s.name} · ${s.weight} %`}
          testId={`scorecard-view-section-${i}`}
        >
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={s.kpis}
            columns={[
              { title: t('apprSet.kpiName'), dataIndex: 'name' },
              {
                title: t('apprSet.description'),
                dataIndex: 'description',
                responsive: ['md'],
                render: (v: string | null) => v ?? '–',
              },
              {
                title: t('apprSet.target'),
                dataIndex: 'target',
                responsive: ['sm'],
                render: (v: string | null) => v ?? '–',
              },
              {
                title: t('apprSet.kpiWeight'),
                dataIndex: 'weight',
                align: 'right',
                render: (v: number) => `${v} %`,
              },
            ]}
          />
        </Panel>
      ))}
      <Panel title={t('apprSet.ratingScale')} testId="scorecard-view-scale">
        <Descriptions
          size="small"
          column={1}
          items={scalePoints(min, max).map((p) => ({
            key: String(p),
            label: String(p),
            children: labels[String(p)] ?? '–',
          }))}
        />
      </Panel>
    </>
  );
}

/** settings/appraisal/view/$id: one scorecard, its sections, KPIs and scale. */
export default function ScorecardViewPage(): ReactElement {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  return (
    <RecordPage
      query={scorecardQuery(Number(id))}
      title={t('apprSet.scorecardsTitle')}
      subtitle={(c) => c.name}
    >
      {(card) => <ScorecardBody card={card} />}
    </RecordPage>
  );
}
