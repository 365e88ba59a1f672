import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { ApplicationStatus, ApplicationSummary } from '@clockroom/contracts';
import { boardQuery, moveMutation, refreshCandidates, type CandidateFilters } from '../api.ts';
import { trackingScreens } from '../tracking.routes.tsx';
import { columnId, jumpColumns, pipelineCollision, stageOfColumn } from './board-keys.ts';
import { MoveModal } from './move-modal.tsx';
import { PipelineCard } from './pipeline-card.tsx';
import { fullName, moveKind, STAGES } from './stages.tsx';

function StageColumn(props: {
  stage: ApplicationStatus;
  cards: ApplicationSummary[];
  manage: boolean;
  onMove: (c: ApplicationSummary) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(props.stage) });
  const label = t(`rt.s.${props.stage}`);
  return (
    <section
      ref={setNodeRef}
      className={`cr-rt-column${isOver ? ' cr-rt-over' : ''}`}
      data-testid={`stage-${props.stage}`}
      aria-label={label}
    >
      <h3>
        <span>{label}</span>
        <span className="cr-muted">{props.cards.length}</span>
      </h3>
      <div className="cr-rt-cards">
        {props.cards.length === 0 && <div className="cr-muted cr-small">{t('rt.noCards')}</div>}
        {props.cards.map((c) => (
          <PipelineCard
            key={c.id}
            candidate={c}
            canMove={props.manage && c.status !== 'hired'}
            onMove={props.onMove}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The pipeline's Kanban (issue 24): a column per stage; a card dropped on another stage moves there
 * at once (shown before the server answers, put back if it refuses), a drop on Hired opens the
 * create-profile form, and "Move" asks for a note. Cards move by mouse, touch and keyboard.
 */
export function PipelineBoard({ filters, manage }: { filters: CandidateFilters; manage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const query = boardQuery(filters);
  const board = useQuery(query);
  const [moving, setMoving] = useState<ApplicationSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const move = useMutation({
    ...moveMutation(),
    onError: () => setFailed(true),
    onSettled: () => void refreshCandidates(qc),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpColumns }),
  );
  if (board.isPending) return <Skeleton active />;
  if (board.isError) return <Alert type="error" showIcon title={t('rt.moveFailed')} />;
  const cards = board.data.results;
  const nameOf = (id: string | number) => {
    const c = cards.find((x) => x.id === Number(id));
    return c ? (c.erased ? t('rt.erased') : fullName(c)) : '';
  };
  const stageName = (id: string | number | undefined) => {
    const s = id === undefined ? null : stageOfColumn(id);
    return s ? t(`rt.s.${s}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('rt.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('rt.overColumn', { name: nameOf(active.id), stage: stageName(over?.id) }),
    onDragEnd: ({ active, over }) => t('rt.dropped', { name: nameOf(active.id), stage: stageName(over?.id) }),
    onDragCancel: ({ active }) => t('rt.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = over ? (stageOfColumn(over.id) as ApplicationStatus | null) : null;
    const card = cards.find((c) => c.id === Number(active.id));
    if (!to || !card) return;
    const kind = moveKind(card.status, to);
    const name = nameOf(card.id);
    if (kind === 'same') return;
    if (kind === 'profile') {
      void navigate({ ...trackingScreens.paths.createProfile, search: { id: card.id } as never });
      return;
    }
    if (kind === 'no') {
      void message.warning(
        to === 'hired'
          ? t('rt.hireThroughProfile')
          : t('rt.cannotMove', { name, from: t(`rt.s.${card.status}`), to: t(`rt.s.${to}`) }),
      );
      return;
    }
    qc.setQueryData(query.queryKey, {
      ...board.data,
      results: cards.map((c) => (c.id === card.id ? { ...c, status: to } : c)),
    });
    setFailed(false);
    move.mutate({ application_ids: [card.id], status: to });
  };

  return (
    <>
      <p className="cr-muted">{t('rt.boardHint')}</p>
      {failed && <Alert type="error" showIcon className="cr-mb" title={t('rt.moveFailed')} />}
      {board.data.total > cards.length && (
        <Alert
          type="info"
          showIcon
          className="cr-mb"
          title={t('rt.moreThanShown', { count: cards.length })}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={pipelineCollision}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <div className="cr-rt-board" data-testid="pipeline-board">
          {STAGES.map((s) => (
            <StageColumn
              key={s}
              stage={s}
              manage={manage}
              cards={cards.filter((c) => c.status === s)}
              onMove={setMoving}
            />
          ))}
        </div>
      </DndContext>
      <MoveModal
        candidate={moving && { id: moving.id, name: nameOf(moving.id), status: moving.status }}
        onClose={() => setMoving(null)}
      />
    </>
  );
}
