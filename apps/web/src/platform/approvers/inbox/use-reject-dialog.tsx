import { lazy, useState } from 'react';
import { OnceOpened } from '../../ui/once-opened.tsx';

const RejectReasonModal = lazy(() =>
  import('../components/reject-reason-modal.tsx').then((m) => ({ default: m.RejectReasonModal })),
);

export interface RejectDialogSettings {
  /** The module's translation prefix and test-id prefix (RejectReasonModal). */
  words: string;
  testIdPrefix: string;
  /** The module's message for a missing reason. */
  required: string;
  loading: boolean;
  /** Rejects the ids with the reason; resolves true when the server took it. */
  onReject: (ids: number[], reason: string) => Promise<boolean>;
}

/**
 * Asking why before a rejection (ADR 22): `ask(ids, done)` opens the dialog for a batch, `dialog` is
 * the element to render once. The dialog closes, and `done` runs, only when the rejection went through.
 */
export function useRejectDialog(s: RejectDialogSettings) {
  const [asking, setAsking] = useState<{ ids: number[]; done?: () => void } | null>(null);
  const dialog = (
    <OnceOpened open={asking !== null}>
      <RejectReasonModal
        words={s.words}
        testIdPrefix={s.testIdPrefix}
        required={s.required}
        count={asking?.ids.length ?? 0}
        loading={s.loading}
        onCancel={() => setAsking(null)}
        onReject={(reason) => {
          const batch = asking;
          if (!batch) return;
          void s.onReject(batch.ids, reason).then((ok) => {
            if (!ok) return;
            batch.done?.();
            setAsking(null);
          });
        }}
      />
    </OnceOpened>
  );
  return { ask: (ids: number[], done?: () => void) => setAsking({ ids, done }), dialog };
}
