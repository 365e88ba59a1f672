import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SEARCH_PERMISSION } from '../../modules/organization/employees/search-api.ts';
import { headerTools } from './header-tools.ts';

const user = (accountType: string, permissions: string[]) => ({
  permissions,
  employee: { company: { account_type: accountType } },
});

describe('headerTools', () => {
  it('gives the admin view the branch choice, and the staff search to a premium user allowed to search', () => {
    expect(headerTools(user('premium', [EMPLOYEE_SEARCH_PERMISSION]), 'admin')).toEqual({
      branches: true,
      search: true,
    });
    expect(headerTools(user('basic', [EMPLOYEE_SEARCH_PERMISSION]), 'admin').search).toBe(false);
    expect(headerTools(user('premium', []), 'admin').search).toBe(false);
  });

  it('keeps both out of self-service, which is about oneself', () => {
    expect(headerTools(user('premium', [EMPLOYEE_SEARCH_PERMISSION]), 'ess')).toEqual({
      branches: false,
      search: false,
    });
  });
});
