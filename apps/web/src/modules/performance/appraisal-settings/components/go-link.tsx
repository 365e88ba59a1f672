import type { ReactNode, ReactElement } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Target } from '../links.ts';

/** A link to a settings screen whose address is chosen by tree at run time (links.ts). */
export function GoLink({
  target,
  children,
  testId,
}: {
  target: Target;
  children: ReactNode;
  testId?: string;
}): ReactElement {
  return (
    <Link
      to={target.to as never}
      params={target.params as never}
      search={target.search as never}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/** Navigates to a target (after a save). */
export function useGo() {
  const navigate = useNavigate();
  return (target: Target) =>
    navigate({ to: target.to as never, params: target.params as never, search: target.search as never });
}
