import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { App, Button, Flex } from 'antd';
import { CalendarOutlined, DeleteOutlined, SwapOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Application } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { candidateQuery, eraseMutation, refreshCandidates } from '../api.ts';
import {
  AnswersPanel,
  DetailsPanel,
  HistoryPanel,
  InterviewsPanel,
  NotesPanel,
} from '../components/candidate-panels.tsx';
import { CvPreview } from '../components/cv-preview.tsx';
import { InterviewFormModal } from '../components/interview-form-modal.tsx';
import { MoveModal } from '../components/move-modal.tsx';
import { fullName, isOpen, movableTo, StageTag } from '../components/stages.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

function Actions({ c, name }: { c: Application; name: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const erase = useMutation({ ...eraseMutation(c.id), onSuccess: () => void refreshCandidates(qc) });
  if (!hasPermission(user, 'manage applicant tracking') || c.erased) return null;
  const closed = c.status === 'rejected' || c.status === 'withdrawn';
  return (
    <Flex gap={8} wrap>
      {movableTo(c.status).length > 0 && (
        <Button icon={<SwapOutlined />} onClick={() => setMoving(true)} data-testid="candidate-move">
          {t('rt.move')}
        </Button>
      )}
      {isOpen(c.status) && (
        <Button
          icon={<CalendarOutlined />}
          onClick={() => setScheduling(true)}
          data-testid="candidate-schedule"
        >
          {t('rt.schedule')}
        </Button>
      )}
      {c.status === 'offer' && hasPermission(user, 'create employee') && (
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          data-testid="candidate-hire"
          onClick={() =>
            void navigate({ ...trackingScreens.paths.createProfile, search: { id: c.id } as never })
          }
        >
          {t('rt.hire')}
        </Button>
      )}
      {closed && (
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={erase.isPending}
          data-testid="candidate-erase"
          onClick={() =>
            void modal.confirm({
              title: t('rt.eraseTitle', { name }),
              content: t('rt.eraseText'),
              okText: t('rt.eraseOk'),
              okButtonProps: { danger: true, 'data-testid': 'erase-ok' } as never,
              cancelText: t('rt.cancel'),
              onOk: () => erase.mutateAsync(),
            })
          }
        >
          {t('rt.erase')}
        </Button>
      )}
      <MoveModal
        candidate={moving ? { id: c.id, name, status: c.status } : null}
        onClose={() => setMoving(false)}
      />
      <InterviewFormModal
        open={scheduling}
        candidate={{ id: c.id, name }}
        onClose={() => setScheduling(false)}
      />
    </Flex>
  );
}

/**
 * A candidate's page (candidate-database/$id, view/$id and the hired candidate's): details, CV,
 * answers, every change of stage, notes and interviews, with the moves, scheduling, hiring and
 * erasure the recruiter may make.
 */
export default function CandidatePage() {
  const { t } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  const query = useQuery(candidateQuery(id));
  const user = useCurrentUser();
  const c = query.data;
  const name = c ? (c.erased ? t('rt.erased') : fullName(c)) : t('rt.candidate');
  return (
    <>
      <PageHeader
        back
        title={
          <span data-testid="candidate-name">
            {name} {c && <StageTag status={c.status} />}
          </span>
        }
        documentTitle={name}
        subtitle={c?.job_posting_title}
        extra={c && <Actions c={c} name={name} />}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError || !c ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="cr-rt-grid" data-testid="candidate-page">
          <div className="cr-rt-list">
            <DetailsPanel c={c} />
            <HistoryPanel c={c} />
            <InterviewsPanel c={c} />
            <NotesPanel c={c} manage={hasPermission(user, 'manage applicant tracking')} />
          </div>
          <div className="cr-rt-list">
            <CvPreview candidate={c} />
            <AnswersPanel c={c} />
          </div>
        </div>
      )}
    </>
  );
}
