import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListPage, PublicHoliday, PublicHolidayInput } from '@clockroom/contracts';
import { api } from '../../../../platform/api/client.ts';

const path = '/organization/system-settings/general-settings/public-holidays';

export const holidaysKey = ['organization', 'system-settings', 'public-holidays'] as const;

export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: [...holidaysKey, year],
    queryFn: ({ signal }) => api.get<ListPage<PublicHoliday>>(path, { year }, signal),
  });

export const saveHolidayMutation = () =>
  mutationOptions({
    mutationKey: [...holidaysKey, 'save'],
    mutationFn: (input: PublicHolidayInput) => api.put<PublicHoliday>(path, input),
    meta: { notifySuccess: true },
  });

export const deleteHolidayMutation = () =>
  mutationOptions({
    mutationKey: [...holidaysKey, 'delete'],
    mutationFn: (id: number) => api.delete(`${path}/${id}`),
    meta: { notifySuccess: true },
  });
