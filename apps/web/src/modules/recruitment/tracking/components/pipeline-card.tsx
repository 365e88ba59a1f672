import { Button } from 'antd';
import { Link } from '@tanstack/react-router';
import { SwapOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { formatDate, type ApplicationSummary } from '@clockroom/contracts';
import { trackingScreens } from '../tracking.routes.tsx';
import { fullName } from './stages.tsx';

// The link and the button sit inside a draggable card: their own presses must not start a drag.
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** One candidate on the pipeline board: draggable by mouse, touch and keyboard, or moved with a note. */
export function PipelineCard({
  candidate,
  canMove,
  onMove,
}: {
  candidate: ApplicationSummary;
  canMove: boolean;
  onMove: (c: ApplicationSummary) => void;
}) {
  const { t } = useTranslation();
  const name = candidate.erased ? t('rt.erased') : fullName(candidate);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: candidate.id,
    data: { status: candidate.status, name },
    disabled: !canMove,
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    opacity: isDragging ? 0.6 : 1,
    zIndex: isDragging ? 10 : undefined,
  };
  return (
    <div
      ref={setNodeRef}
      style={style}
      className="cr-rt-card"
      data-testid={`pipeline-card-${candidate.id}`}
      data-name={name}
      {...attributes}
      {...listeners}
      aria-label={`${name}, ${candidate.job_posting_title}`}
    >
      <Link
        {...trackingScreens.paths.view(candidate.id)}
        className="cr-rt-card-name"
        onPointerDown={stop}
        onKeyDown={stop}
      >
        {name}
      </Link>
      <span className="cr-muted cr-small">{candidate.job_posting_title}</span>
      <span className="cr-muted cr-small">{formatDate(candidate.created_at)}</span>
      {canMove && (
        <Button
          size="small"
          className="cr-rt-card-move"
          icon={<SwapOutlined />}
          onPointerDown={stop}
          onKeyDown={stop}
          onClick={() => onMove(candidate)}
          data-testid={`pipeline-move-${candidate.id}`}
          aria-label={`${t('rt.move')}: ${name}`}
        >
          {t('rt.move')}
        </Button>
      )}
    </div>
  );
}
