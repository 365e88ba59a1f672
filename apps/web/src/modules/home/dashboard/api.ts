import { HOME_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';
import type { View } from '../../../platform/routing/active-view.ts';

/** GET /home/admin and /home/ess: the same dashboard, the admin one scoped to the active branch. */
export const homeQuery = (view: View) => endpointQuery(view === 'ess' ? E.ess : E.admin);
