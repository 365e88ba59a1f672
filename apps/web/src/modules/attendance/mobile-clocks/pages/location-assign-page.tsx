import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_CLOCK_MESSAGES as M, type MobileClockLocationRow } from '@clockroom/contracts';
import { AssignmentForm } from '../../../../platform/ui/assignment/assignment-form.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import {
  assignLocationMutation,
  locationEmployeesQuery,
  locationQuery,
  refreshMobileClocks,
} from '../api.ts';
import { adminMobileClockScreens } from '../mobile-clocks.routes.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** /admin/attendance/mobile-clocks/settings/location/assign/{id}: who may clock at a location. */
export default function LocationAssignPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={locationQuery(id)} title={t('mobileClock.assignTitle')} subtitle={(r) => r.name}>
      {(record) =>
        record.all_employees ? (
          <Alert
            type="info"
            showIcon
            title={t('mobileClock.location.everyoneNote')}
            data-testid="mobile-clock-everyone"
          />
        ) : (
          <Members location={record} />
        )
      }
    </RecordPage>
  );
}

function Members({ location }: { location: MobileClockLocationRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useQuery(locationEmployeesQuery(location.id));
  const save = useMutation({
    ...assignLocationMutation(location.id),
    onSuccess: async () => {
      await refreshMobileClocks(queryClient);
      await navigate(adminMobileClockScreens.paths.locations);
    },
  });
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <PageError error={members.error} onRetry={() => void members.refetch()} />;
  return (
    <AssignmentForm
      members={members.data.results}
      onSave={(change) => save.mutate({ category_type: 'employees', ...change })}
      saving={save.isPending}
      cancel={adminMobileClockScreens.paths.locations}
      saveLabel={t('mobileClock.location.saveAssignment')}
      emptyMessage={t(M.selectionRequired)}
      testId="mobile-clock-location-assign"
      actionsTestId="mobile-clock-assign"
    />
  );
}
