/// <reference types="node" />
// Node types for this test only: it lists the package's own files; contracts code runs in browsers too.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth/messages.ts';
import { DEPARTMENT_MESSAGES } from './organization/departments-messages.ts';
import { ROLE_MESSAGES } from './organization/system-settings-messages.ts';
import { employeeSettingInUseMessage, employeeSettingMessages } from './organization/employee-settings.ts';
import { LEAVE_MESSAGES } from './hrm/leaves.ts';
import { DOWNLOAD_MESSAGES } from './platform/download-messages.ts';
import { LEAVE_TYPE_MESSAGES } from './hrm/leave-types-messages.ts';
import { messageCatalogue } from './message-catalogue.ts';
import { renderedTextCatalogue } from './platform/rendered-texts.ts';
import { defineMessageCatalogue, fillParams } from './platform/message-codes.ts';
import { MESSAGES } from './platform/messages.ts';

/** A message table: an exported object named like `LEAVE_TYPE_MESSAGES`, `MESSAGES` or `NOTIFICATION_TEXTS`. */
const TABLE_NAME = /^(?:[A-Z0-9_]+_)?(?:MESSAGES|TEXTS)$/;

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  // index.ts only re-exports.
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
);

/** Every message table any contracts file exports, whether or not index.ts re-exports it. */
async function exportedTables(): Promise<{ name: string; table: object }[]> {
  const found: { name: string; table: object }[] = [];
  for (const file of sourceFiles) {
    const exports = (await import(`${srcDir}/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (TABLE_NAME.test(name) && typeof value === 'object' && value !== null && !Array.isArray(value))
        found.push({ name: `${file} ${name}`, table: value });
    }
  }
  return found;
}

describe('message catalogue', () => {
  const tables = Object.values(messageCatalogue.tables);
  // Texts the server renders (notifications, mails) have a catalogue of their own (rendered-texts.ts).
  const rendered = Object.values(renderedTextCatalogue.tables);

  it('holds every message table exported from contracts (add the missing one to message-catalogue.ts)', async () => {
    const exported = await exportedTables();
    expect(exported.length).toBeGreaterThan(30);
    const missing = exported
      .filter(({ table }) => !([...tables, ...rendered] as object[]).includes(table))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('gives each message one code: no table under two namespaces, namespaces in snake case', () => {
    const twice = tables.filter((t, i) => tables.indexOf(t) !== i);
    expect(twice).toEqual([]);
    for (const ns of Object.keys(messageCatalogue.tables)) expect(ns).toMatch(/^[a-z][a-z0-9_]*$/);
    const codes = [...messageCatalogue.entries.keys()];
    expect(new Set(codes).size).toBe(codes.length);
    const count = tables.reduce((n, t) => n + Object.keys(t).length, 0);
    expect(codes.length).toBe(count);
  });

  it("finds each text's code back (a text two tables share answers with a code of the same English)", () => {
    for (const entry of messageCatalogue.entries.values()) {
      const sample = fillParams(entry.english, Object.fromEntries(entry.params.map((p) => [p, 'X'])));
      const found = messageCatalogue.codeOf(sample);
      expect(found, entry.code).toBeDefined();
      expect(messageCatalogue.entries.get(found?.code ?? '')?.english, entry.code).toBe(entry.english);
    }
  });
  it('codes a fixed text by namespace and key', () => {
    expect(messageCatalogue.codeOf(LEAVE_TYPE_MESSAGES.nameRequired)).toEqual({
      code: 'leave_types.nameRequired',
    });
    expect(messageCatalogue.codeOf(MESSAGES.notFound)).toEqual({ code: 'platform.notFound' });
    expect(messageCatalogue.codeOf('Some text nobody wrote')).toBeUndefined();
  });

  it('gives a parameterised text its code and the values it was built from', () => {
    expect(messageCatalogue.codeOf(DEPARTMENT_MESSAGES.hasEmployees('Sales, Legal'))).toEqual({
      code: 'departments.hasEmployees',
      params: { names: 'Sales, Legal' },
    });
    expect(messageCatalogue.codeOf(ROLE_MESSAGES.roleHasMembers(3))).toEqual({
      code: 'roles.roleHasMembers',
      params: { count: '3' },
    });
    // Seconds in, minutes shown: the placeholder is named for what the text shows.
    expect(messageCatalogue.codeOf(AUTH_MESSAGES.tooManyAttempts(600))).toEqual({
      code: 'auth.tooManyAttempts',
      params: { minutes: '10' },
    });
    expect(messageCatalogue.entries.get('auth.tooManyAttempts')?.english).toBe(
      'Too many sign-in attempts. Kindly try again in {{minutes}} minute(s).',
    );
  });

  it('codes the texts worded with a list name, a leave balance or an export in progress', () => {
    expect(messageCatalogue.codeOf(employeeSettingMessages('grades').deleted)).toEqual({
      code: 'employee_grades.deleted',
    });
    expect(messageCatalogue.codeOf(employeeSettingMessages('types').notFound)).toEqual({
      code: 'employee_types.notFound',
    });
    expect(messageCatalogue.codeOf(employeeSettingInUseMessage('categories', 1))).toEqual({
      code: 'employee_categories.inUseOne',
    });
    expect(messageCatalogue.codeOf(employeeSettingInUseMessage('designations', 4))).toEqual({
      code: 'employee_designations.inUse',
      params: { count: '4' },
    });
    expect(messageCatalogue.codeOf(LEAVE_MESSAGES.balanceExceeded(2, 'Annual Leave', 2027))).toEqual({
      code: 'leaves.balanceExceeded',
      params: { days: '2', leave_type: 'Annual Leave', year: '2027' },
    });
    expect(messageCatalogue.codeOf(LEAVE_MESSAGES.overlaps('2027-06-07', '2027-06-11'))).toEqual({
      code: 'leaves.overlaps',
      params: { start_date: '2027-06-07', end_date: '2027-06-11' },
    });
    expect(messageCatalogue.codeOf(DOWNLOAD_MESSAGES.inProgress(40))).toEqual({
      code: 'downloads.inProgress',
      params: { percent: '40' },
    });
  });

  it('fills a template back to the English text', () => {
    const entry = messageCatalogue.entries.get('departments.hasEmployees');
    expect(fillParams(entry?.english ?? '', { names: 'Sales' })).toBe(
      DEPARTMENT_MESSAGES.hasEmployees('Sales'),
    );
  });

  it('names parameters of every function form and keeps order when one is computed', () => {
    const c = defineMessageCatalogue({
      t: {
        arrow: (a: string, b: number) => `${a} has ${b}`,
        single: (x: string) => `x=${x}`,
        plain: function (name: string) {
          return `Hi ${name}`;
        },
        computed: (n: number, who: string) => `${who} waits ${Math.ceil(n / 60)} min`,
      },
    });
    expect(c.codeOf('Ada has 2')).toEqual({ code: 't.arrow', params: { a: 'Ada', b: '2' } });
    expect(c.codeOf('x=1')).toEqual({ code: 't.single', params: { x: '1' } });
    expect(c.codeOf('Hi Bo')).toEqual({ code: 't.plain', params: { name: 'Bo' } });
    expect(c.codeOf('Eve waits 3 min')).toEqual({ code: 't.computed', params: { who: 'Eve', n: '3' } });
  });
});
