import { mutationOptions } from '@tanstack/react-query';
import { PUBLIC_HOLIDAY_ENDPOINTS as E, type PublicHolidayInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../../platform/api/endpoint-client.ts';
import { deleteMutation } from '../../../../platform/api/record-mutations.ts';

export const holidaysKey = endpointKey(E.list);

export const holidaysQuery = (year: number) => endpointQuery(E.list, { query: { year } });

export const saveHolidayMutation = () =>
  mutationOptions({
    mutationKey: [...holidaysKey, 'save'],
    mutationFn: (input: PublicHolidayInput) => submit(E.save, { body: input }),
    meta: { notifySuccess: true },
  });

export const deleteHolidayMutation = () => deleteMutation(E.delete);
