import { describe, expect, it } from 'vitest';
import {
  handshake,
  isDeviceTime,
  keyValues,
  parseAttlog,
  parseCommandResults,
  parseInfo,
  parseOperlog,
  parseOptions,
  templateCommand,
  timeZoneOption,
  userInfoCommand,
} from './protocol.ts';

describe('the push protocol texts', () => {
  it('reads ATTLOG as firmware writes it: \\r\\n, trailing tabs, empty WorkCode, extra fields', () => {
    const parsed = parseAttlog(
      '1001\t2026-03-02 08:01:00\t0\t1\t\t0\t0\t\r\n1002\t2026-03-02 08:02:00\t0\t15\t0\t255\t0\t0\t0\r\n\r\n',
    );
    expect(parsed.records.map((r) => [r.pin, r.localTime, r.status, r.verify])).toEqual([
      ['1001', '2026-03-02 08:01:00', 0, 1],
      ['1002', '2026-03-02 08:02:00', 0, 15],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it('keeps any status 0–255 raw and reads a missing or odd one as 255', () => {
    const statuses = parseAttlog(
      '1\t2026-03-02 08:00:00\t255\n2\t2026-03-02 08:00:00\t7\n3\t2026-03-02 08:00:00\n4\t2026-03-02 08:00:00\tx\n',
    ).records.map((r) => r.status);
    expect(statuses).toEqual([255, 7, 255, 255]);
  });

  it('skips lines without a PIN or a real time, and says why', () => {
    const parsed = parseAttlog(
      '\t2026-03-02 08:00:00\n1\t2026-02-30 08:00:00\n1\tnot a time\n1 2\t2026-03-02 08:00:00\n',
    );
    expect(parsed.records).toEqual([]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual(['bad PIN', 'bad time', 'bad time', 'bad PIN']);
    expect(isDeviceTime('2028-02-29 23:59:59')).toBe(true);
    expect(isDeviceTime('2026-13-01 00:00:00')).toBe(false);
  });

  it('reads key=value rows with odd keys: Pin=, PIN==1', () => {
    expect(keyValues('Pin=7\tName=A=B')).toEqual({ PIN: '7', NAME: 'A=B' });
    expect(keyValues('PIN==1\tFID=0')).toEqual({ PIN: '1', FID: '0' });
  });

  it('reads OPERLOG USER, FP and OPLOG lines, and bare USERINFO rows', () => {
    const parsed = parseOperlog(
      'USER PIN=5\tName=Ada Okafor\tPri=14\tPasswd=\tCard=9\tGrp=1\tViceCard=\nFP PIN==5\tFID=6\tSize=4\tValid=1\tTMP=QUJD\nOPLOG 4\t0\t2026-03-02 08:00:00\t0\t0\t0\t0\n',
    );
    expect(parsed.records).toEqual([
      expect.objectContaining({ kind: 'USER', pin: '5', name: 'Ada Okafor', privilege: 14, card: '9' }),
      expect.objectContaining({ kind: 'TEMPLATE', pin: '5', key: 'FP:6:::' }),
      expect.objectContaining({ kind: 'OTHER' }),
    ]);
    expect(parseOperlog('PIN=8\tName=Bare', 'USER').records[0]).toMatchObject({
      kind: 'USER',
      pin: '8',
      name: 'Bare',
    });
  });

  it('splits options only between key= pairs, so values keep their commas', () => {
    expect(parseOptions('~OEMVendor=ZKTECO CO., LTD.,FWVersion=Ver 8.0,UserCount=7')).toEqual({
      '~OEMVendor': 'ZKTECO CO., LTD.',
      FWVersion: 'Ver 8.0',
      UserCount: '7',
    });
  });

  it('reads several command results, multi-line ones included, and ignores junk', () => {
    const results = parseCommandResults(
      'ID=1&Return=0&CMD=DATA\nID=2&Return=-1002&CMD=INFO\n~DeviceName=X\nFWVersion=Y\nID=a&Return=0\n',
    );
    expect(results.map((r) => [r.id, r.returnCode, r.cmd])).toEqual([
      [1, 0, 'DATA'],
      [2, -1002, 'INFO'],
    ]);
    expect(results[1]?.text).toContain('FWVersion=Y');
    expect(parseCommandResults('ID=3&Return=99999999999&CMD=DATA')).toEqual([]);
  });

  it('writes the handshake, the TimeZone and the commands', () => {
    const text = handshake('SN1', { attlog: '9999', operlog: null }, timeZoneOption(60));
    expect(text.split('\n').slice(0, 3)).toEqual([
      'GET OPTION FROM: SN1',
      'ATTLOGStamp=9999',
      'OPERLOGStamp=None',
    ]);
    expect(text).toContain('TimeZone=1\n');
    expect(timeZoneOption(330)).toBe('330');
    expect(parseInfo('Ver 6.60,12,3,400,10.0.0.2')).toEqual({ firmware: 'Ver 6.60', userCount: 12 });
    expect(userInfoCommand({ pin: '9', name: 'A\tB' })).toBe(
      'DATA UPDATE USERINFO PIN=9\tName=A B\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=-1',
    );
    expect(templateCommand('FP PIN=9\tFID=1\tTMP=x')).toBe('DATA UPDATE FINGERTMP PIN=9\tFID=1\tTMP=x');
    expect(templateCommand('USERPIC PIN=9')).toBeNull();
  });
});
