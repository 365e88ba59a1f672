import { describe, expect, it } from 'vitest';
import { SALARY_SCHEDULE_MESSAGES } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { salaryScheduleTexts } from './i18n.ts';
import { salaryScheduleMessageTexts } from './i18n-messages.ts';
import { salaryScheduleMenuTexts } from './menu-texts.ts';
import { filterOf, scheduleSearchOf, searchOf } from './schedule-search.ts';

describe('salary schedule texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [salaryScheduleTexts, salaryScheduleMessageTexts, salaryScheduleMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the spec’s message by its code and by its text', () => {
    expect(salaryScheduleMessageTexts.fr['salary_schedules.noParameters']).toBeTruthy();
    expect(salaryScheduleMessageTexts.fr[SALARY_SCHEDULE_MESSAGES.noParameters]).toBe(
      salaryScheduleMessageTexts.fr['salary_schedules.noParameters'],
    );
  });
});

describe('the schedule’s address', () => {
  it('keeps the month, the year and the ids, and drops what is malformed', () => {
    const search = scheduleSearchOf({
      month: '3',
      year: 2026,
      branches: '4,1,x,4',
      departments: 7,
      groups: '',
    });
    expect(search).toEqual({ month: 3, year: 2026, branches: [4, 1], departments: [7], groups: [] });
    expect(filterOf(search)).toEqual({
      month: 3,
      year: 2026,
      branch_ids: [4, 1],
      department_ids: [7],
      group_ids: [],
    });
    expect(searchOf(search)).toEqual({ month: 3, year: 2026, branches: '4,1', departments: '7' });
    expect(filterOf(scheduleSearchOf({ month: '13', year: '2026' }))).toBeNull();
  });
});
