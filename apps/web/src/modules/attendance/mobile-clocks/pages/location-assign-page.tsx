import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MOBILE_CLOCK_MESSAGES as M,
  type MobileClockLocationEmployee,
  type MobileClockLocationRow,
} from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
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

const asPerson = (e: MobileClockLocationEmployee) => ({
  id: e.id,
  name: e.employee_name,
  pin: e.pin,
  department: e.department,
  branch: e.branch,
});

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
  const members = useQuery(locationEmployeesQuery(location.id));
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <PageError error={members.error} onRetry={() => void members.refetch()} />;
  return <AssignmentForm location={location} members={members.data.results} />;
}

function AssignmentForm({
  location,
  members,
}: {
  location: MobileClockLocationRow;
  members: MobileClockLocationEmployee[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Assignment>(() => startAssignment(members.map(asPerson)));
  const [nothingChosen, setNothingChosen] = useState(false);
  const save = useMutation({
    ...assignLocationMutation(location.id),
    onSuccess: async () => {
      await refreshMobileClocks(queryClient);
      await navigate(adminMobileClockScreens.paths.locations);
    },
  });
  const submit = () => {
    // The server answers the same; saying it here spares a round trip (spec 3 §8).
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      save.mutate({
        category_type: 'employees',
        assign_category_type_ids: value.newlyAssigned,
        unassign_category_type_ids: value.unassigned,
      });
  };
  return (
    <Panel testId="mobile-clock-location-assign">
      <AppForm
        name="mobile-clock-location-assign"
        onFinish={submit}
        // Enter in the widget's search box searches: it must not submit the assignment as well.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        <EmployeeAssignment
          value={value}
          onChange={(next) => {
            setNothingChosen(false);
            setValue(next);
          }}
        />
        {nothingChosen ? (
          <Alert
            type="error"
            showIcon
            title={t(M.selectionRequired)}
            data-testid="mobile-clock-assign-empty"
          />
        ) : null}
        <div className="cr-mobile-clock-actions">
          <Button onClick={() => void navigate(adminMobileClockScreens.paths.locations)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            htmlType="submit"
            loading={save.isPending}
            data-testid="mobile-clock-assign-save"
          >
            {t('mobileClock.location.saveAssignment')}
          </Button>
        </div>
      </AppForm>
    </Panel>
  );
}
