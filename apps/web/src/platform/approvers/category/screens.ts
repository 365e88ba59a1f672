import type {
  CategoryApproverEndpoints,
  CategoryApproverMessages,
  PermissionSlug,
} from '@clockroom/contracts';

/**
 * One module's category-scoped approver screens (leave approvers, spec 2 §2; exemption approval
 * settings, ADR 22; loan approval settings, ADR 51): the same list, form and view, told apart by this
 * object only. A module registers it on its routes (`categoryApproverScreens`); the pages read it
 * from the open route's static data. Its endpoints are contracts' (schemas stripped on the web).
 */
export interface CategoryApproverScreens {
  /** Whose groups (the engine's module), e.g. `leave`. */
  module: string;
  endpoints: CategoryApproverEndpoints;
  messages: CategoryApproverMessages;
  /** Who may open the screens; writes are checked by the server too. */
  permission: PermissionSlug;
  /** The module's i18n key prefix for its wording: `${texts}.title`, `.create`, `.empty`… */
  texts: string;
  /** Registers those texts (and its messages'): imported with each page, so a direct visit has them. */
  loadTexts: () => Promise<unknown>;
  /** The i18n key of the settings hub's title, for the list's Back link. */
  hubTitle: string;
  list: string;
  create: string;
  /** Followed by the id. */
  editPrefix: string;
  viewPrefix: string;
  /** The settings hub the list's Back link returns to. */
  hub: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on the category approver screens' routes: whose groups they show. */
    categoryApprovers?: CategoryApproverScreens;
  }
}
