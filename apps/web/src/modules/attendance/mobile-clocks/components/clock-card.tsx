import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { EnvironmentOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MobileClockResult } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { clockMutation, refreshMobileClocks, todayQuery } from '../api.ts';
import { PositionError, positionFailureKey, readPosition } from '../geolocation.ts';
import { MobileClockStatusTag } from './status-tag.tsx';
import { clockStatusSentences } from './clock-status.ts';
import '../i18n.ts';

type Phase = 'idle' | 'reading' | 'sending';
type Outcome =
  { kind: 'position'; key: string } | { kind: 'clock'; result: MobileClockResult; message: string };

interface ClockCardProps {
  /** On the home screen the card disappears for someone who cannot clock; on My Logs it says why. */
  hideWhenDisabled?: boolean;
}

/**
 * The ESS Clock in / Clock out button (issue 10 §2, §6): reads the position once, when pressed, and
 * sends it; tells the employee plainly when the position cannot be read (denied, unavailable, no
 * https) and, when the clock went for approval, how far outside their location they were.
 */
export function ClockCard({ hideWhenDisabled = false }: ClockCardProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const today = useQuery(todayQuery());
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const clock = useMutation({ ...clockMutation(), onSettled: () => refreshMobileClocks(queryClient) });

  if (today.isPending)
    return hideWhenDisabled ? null : (
      <Panel>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Panel>
    );
  if (today.isError || !today.data.enabled) {
    if (hideWhenDisabled) return null;
    return (
      <Alert
        type="info"
        showIcon
        title={t('mobileClock.card.disabled')}
        data-testid="mobile-clock-disabled"
      />
    );
  }
  const state = today.data;
  const type = state.next_clock_type;

  const press = async () => {
    setOutcome(null);
    setPhase('reading');
    try {
      const position = await readPosition();
      setPhase('sending');
      const answer = await clock.mutateAsync({ clock_type: type, ...position });
      if (answer.data.status === 'approved') notifySuccess(answer.message);
      setOutcome({ kind: 'clock', result: answer.data, message: answer.message });
    } catch (error) {
      // A server refusal is already announced by the app's notifications; a position failure is ours.
      if (error instanceof PositionError) setOutcome({ kind: 'position', key: positionFailureKey(error) });
    } finally {
      setPhase('idle');
    }
  };

  const status = clockStatusSentences(state, i18n.language)
    .map((s) => t(s.key, s.params))
    .join(' ');
  const busy = phase !== 'idle';
  return (
    <Panel testId="mobile-clock-card">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical gap={2}>
            <Typography.Text strong>{t('mobileClock.card.title')}</Typography.Text>
            <Typography.Text data-testid="mobile-clock-today">{status}</Typography.Text>
            {state.last ? (
              <span className="cr-small">
                {t(`mobileClock.${state.last.clock_type}`)} {state.last.clock_time} ·{' '}
                {state.last.clock_address} <MobileClockStatusTag status={state.last.status} />
              </span>
            ) : null}
          </Flex>
          <Button
            type="primary"
            size="large"
            icon={type === 'clock_in' ? <LoginOutlined /> : <LogoutOutlined />}
            loading={busy}
            onClick={() => void press()}
            data-testid="mobile-clock-button"
            data-clock-type={type}
          >
            {busy
              ? t(phase === 'reading' ? 'mobileClock.card.reading' : 'mobileClock.card.sending')
              : t(`mobileClock.${type}`)}
          </Button>
        </Flex>
        {outcome?.kind === 'position' ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t(outcome.key)}
            data-testid="mobile-clock-position-error"
          />
        ) : null}
        {outcome?.kind === 'clock' && outcome.result.status !== 'approved' ? (
          <Alert
            type={outcome.result.status === 'rejected' ? 'error' : 'warning'}
            showIcon
            data-testid="mobile-clock-outcome"
            title={
              outcome.result.status === 'rejected'
                ? t(outcome.message)
                : outcome.result.distance !== null
                  ? t('mobileClock.card.pendingResult', { metres: outcome.result.distance })
                  : t('mobileClock.card.pendingNoPlace')
            }
          />
        ) : null}
        <Typography.Text type="secondary" className="cr-small">
          <EnvironmentOutlined /> {t('mobileClock.card.hint')}
        </Typography.Text>
      </Flex>
    </Panel>
  );
}
