/*
 * The five screens' chunks, reached through this one small chunk: the route files (in the entry every
 * screen loads, /login included) then hold one import of it instead of five, each with its list of
 * chunks to preload, for each of the five modules.
 */
import type { ComponentType } from 'react';

export type ApproverPage = 'list' | 'create' | 'edit' | 'view' | 'assign';

export const approverPages: Record<ApproverPage, () => Promise<{ default: ComponentType }>> = {
  list: () => import('./pages/approver-list-page.tsx'),
  create: () => import('./pages/approver-create-page.tsx'),
  edit: () => import('./pages/approver-edit-page.tsx'),
  view: () => import('./pages/approver-view-page.tsx'),
  assign: () => import('./pages/approver-assign-page.tsx'),
};
