import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../platform/ui/page-error.tsx';

/** A page whose code or data failed to load (including the 120 s lazy-load timeout). */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="cr-route-error" data-testid="route-error">
      <PageError
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
