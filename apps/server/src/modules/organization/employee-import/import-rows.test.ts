import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_MESSAGES as F, IMPORT_MESSAGES as M } from '@clockroom/contracts';
import { parseCsv, toSheet } from './import-file.ts';
import { checkRows, missingColumns, type ImportLookups } from './import-rows.ts';
import { must } from '../../../test/must.ts';

const lookups: ImportLookups = {
  branch: new Map([['lagos hq', 1]]),
  department: new Map([['finance', 4]]),
  employee_type: new Map([['full-time', 1]]),
  employee_category: new Map(),
  employee_designation: new Map(),
  employee_grade: new Map([['gl-08', 2]]),
  bank: new Map([['access bank', 1]]),
};
const none = { pins: new Set<string>(), emails: new Set<string>() };
const sheet = (csv: string) => toSheet(parseCsv(csv));
const HEAD = 'pin,first_name,last_name,email,mobile_number,branch,department,employee_grade,date_of_birth\n';

describe('parseCsv / toSheet', () => {
  it('reads quotes, doubled quotes, newlines in quotes, CRLF, a BOM and semicolon files', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","line1\nline2"\r\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line1\nline2'],
    ]);
    expect(parseCsv('a;b\n1;2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('normalises headers and keeps file line numbers across blank lines', () => {
    const s = sheet('PIN, First Name ,last_name\n1,Ada,Obi\n,,\n2,Bo,Eze\n');
    expect(s.headers).toEqual(['pin', 'first_name', 'last_name']);
    expect(s.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(must(s.rows[1], 'the second row').cells).toEqual({ pin: '2', first_name: 'Bo', last_name: 'Eze' });
  });
  it('names the missing required columns', () => {
    expect(missingColumns(['pin', 'first_name'])).toEqual(['last_name', 'email', 'mobile_number']);
  });
});

describe('checkRows', () => {
  it('accepts a good row, normalising the phone and the date, resolving names case-insensitively', () => {
    const { preview, valid } = checkRows(
      sheet(`${HEAD}101,Ada,Obi,ADA@x.example,08031234567,LAGOS HQ,finance,gl-08,15-06-1990\n`),
      lookups,
      none,
    );
    expect(must(preview[0], 'the first row').errors).toEqual([]);
    expect(must(valid[0], 'the first valid row').row).toMatchObject({
      email: 'ada@x.example',
      mobile_number: '234-8031234567',
      date_of_birth: '1990-06-15',
    });
    expect(must(valid[0], 'the first valid row').ids).toEqual({
      branch: 1,
      department: 4,
      employee_grade: 2,
    });
  });
  it('reports each problem on its field with the form messages', () => {
    const { preview, valid } = checkRows(sheet(`${HEAD},,,bad,,Mars,,GL-99,2999-01-01\n`), lookups, none);
    expect(valid).toEqual([]);
    expect(
      Object.fromEntries(must(preview[0], 'the first row').errors.map((e) => [e.field, e.message])),
    ).toEqual({
      pin: M.pinRequired,
      first_name: F.firstNameRequired,
      last_name: F.lastNameRequired,
      email: F.emailInvalid,
      mobile_number: F.phoneRequired,
      date_of_birth: F.dateOfBirthInFuture,
      branch: M.unknownBranch,
      employee_grade: M.unknownGrade,
    });
  });
  it('flags pins and emails repeated in the file and those already used', () => {
    const csv = `${HEAD}1,A,B,a@x.example,08030000001,,,,\n1,C,D,a@X.example,08030000002,,,,\n7,E,F,e@x.example,08030000003,,,,\n`;
    const { preview, valid } = checkRows(sheet(csv), lookups, { pins: new Set(['7']), emails: new Set() });
    expect(valid).toEqual([]);
    expect(must(preview[0], 'the first row').errors).toEqual([
      { field: 'pin', message: M.pinTakenInFile },
      { field: 'email', message: M.emailTakenInFile },
    ]);
    expect(must(preview[2], 'the third row').errors).toEqual([{ field: 'pin', message: M.pinTaken }]);
    const taken = checkRows(sheet(`${HEAD}9,E,F,e@x.example,08030000003,,,,\n`), lookups, {
      pins: new Set(),
      emails: new Set(['e@x.example']),
    });
    expect(must(taken.preview[0], 'the first row').errors).toEqual([
      { field: 'email', message: M.emailTaken },
    ]);
  });
});
