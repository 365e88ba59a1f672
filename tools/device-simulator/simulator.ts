/**
 * A ZKTeco push clock, simulated (ZKTECO-PUSH.md): it speaks to a server the way firmware does, with
 * tab-separated `\r\n` records, trailing tabs, an empty WorkCode, a bare re-send of the same request
 * after a timeout, and commands answered on `devicecmd` with the first word of the command echoed.
 * Used by `npm run device:simulate`, the server's conformance tests, the e2e journey and the bench.
 */

export interface WireRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/iclock/cdata?SN=X&table=ATTLOG`. */
  path: string;
  body?: string;
}
export interface WireResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}
/** How requests travel: HTTP (httpTransport) or, in tests, straight into the app (app.inject). */
export type Transport = (req: WireRequest) => Promise<WireResponse>;

export class DeviceTimeout extends Error {}

/** fetch with the firmware's manners: `Connection: close`, a deadline, no redirects followed. */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  const root = baseUrl.replace(/\/+$/, '');
  return async (req) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetch(`${root}${req.path}`, {
        method: req.method,
        body: req.body,
        signal: controller.signal,
        redirect: 'manual',
        headers: {
          'user-agent': 'iClock Proxy/1.09',
          'content-type': 'text/plain',
          'accept-encoding': 'gzip',
          connection: 'close',
        },
      });
      return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
    } catch (err) {
      if (controller.signal.aborted) throw new DeviceTimeout(`${req.method} ${req.path} timed out`);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };
}

export interface Punch {
  pin: string;
  /** Device wall-clock time, `YYYY-MM-DD HH:MM:SS`. */
  time: string;
  /** Punch state; 255 when no function key was pressed. */
  status?: number;
  /** 1 fingerprint, 15 face, ... */
  verify?: number;
}

export interface DeviceUserRecord {
  pin: string;
  name: string;
  privilege: number;
  card: string;
  /** `FP PIN=..\tFID=..\tSize=..\tValid=1\tTMP=..` lines. */
  templates: string[];
}

/** An ATTLOG line as firmware writes it: empty WorkCode, reserved zeros, a trailing tab. */
export function attlogLine(p: Punch): string {
  return `${p.pin}\t${p.time}\t${p.status ?? 0}\t${p.verify ?? 1}\t\t0\t0\t`;
}

export interface SimulatorOptions {
  serial: string;
  transport: Transport;
  /** Re-sends of one request after a timeout before giving up (firmware retries forever). */
  retries?: number;
  firmware?: string;
  /** Records per ATTLOG upload (one real device sends 62). */
  batchSize?: number;
}

export interface CommandAnswer {
  id: number;
  command: string;
  returnCode: number;
}

const kv = (text: string) =>
  Object.fromEntries(
    text
      .split('\t')
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const)
      .filter(([k]) => k !== ''),
  );

export class DeviceSimulator {
  readonly serial: string;
  readonly users = new Map<string, DeviceUserRecord>();
  readonly punches: Punch[] = [];
  /** Every answer the server gave, newest last (tests read them). */
  readonly answers: { request: WireRequest; response: WireResponse }[] = [];
  private readonly transport: Transport;
  private readonly retries: number;
  private readonly firmware: string;
  private readonly batchSize: number;

  constructor(options: SimulatorOptions) {
    this.serial = options.serial;
    this.transport = options.transport;
    this.retries = options.retries ?? 3;
    this.firmware = options.firmware ?? 'Ver 8.0.4.2-20220919';
    this.batchSize = options.batchSize ?? 62;
  }

  private url(path: string, params: Record<string, string> = {}): string {
    const q = new URLSearchParams({ SN: this.serial, ...params });
    return `/iclock/${path}?${q.toString()}`;
  }

  /** Sends a request; after a timeout, sends exactly the same one again, as firmware does. */
  async send(req: WireRequest): Promise<WireResponse> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.transport(req);
        this.answers.push({ request: req, response });
        return response;
      } catch (err) {
        if (!(err instanceof DeviceTimeout) || attempt >= this.retries) throw err;
      }
    }
  }

  /** Power-on: the handshake, then the options the device supports. */
  async handshake(): Promise<string> {
    const res = await this.send({
      method: 'GET',
      path: this.url('cdata', { options: 'all', pushver: '2.4.1', language: '69' }),
    });
    await this.send({
      method: 'POST',
      path: this.url('cdata', { table: 'options' }),
      body: `~DeviceName=SpeedFace-V5L,~OEMVendor=ZKTECO CO., LTD.,FWVersion=${this.firmware},UserCount=${this.users.size},MAC=00:17:61:12:34:56,IPAddress=192.168.1.201\r\n`,
    });
    return res.body;
  }

  /** Uploads punches in batches; returns each batch's answer (`OK:<n>`). */
  async pushPunches(punches: readonly Punch[], extraLines: readonly string[] = []): Promise<string[]> {
    this.punches.push(...punches);
    const lines = [...punches.map(attlogLine), ...extraLines];
    const answers: string[] = [];
    for (let i = 0; i < lines.length; i += this.batchSize) {
      answers.push(await this.pushAttlogText(`${lines.slice(i, i + this.batchSize).join('\r\n')}\r\n`));
    }
    return answers;
  }

  /** One raw ATTLOG upload. `Stamp=9999` on every upload, as some firmware does. */
  async pushAttlogText(body: string): Promise<string> {
    const res = await this.send({
      method: 'POST',
      path: this.url('cdata', { table: 'ATTLOG', Stamp: '9999' }),
      body,
    });
    return res.body;
  }

  async pushOperlog(lines: readonly string[]): Promise<string> {
    const body = lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
    const res = await this.send({
      method: 'POST',
      path: this.url('cdata', { table: 'OPERLOG', OpStamp: '9999' }),
      body,
    });
    return res.body;
  }

  async ping(): Promise<WireResponse> {
    return this.send({ method: 'GET', path: this.url('ping') });
  }

  /** Polls once; runs whatever commands came and reports their results. */
  async poll(): Promise<CommandAnswer[]> {
    const info = `${this.firmware},${this.users.size},${this.countTemplates()},${this.punches.length},192.168.1.201,10,7,12,0,111`;
    const res = await this.send({ method: 'GET', path: this.url('getrequest', { INFO: info }) });
    const commands = res.body
      .split(/\r?\n/)
      .map((l) => /^C:(\d+):(.*)$/.exec(l))
      .flatMap((m) => (m?.[1] && m[2] !== undefined ? [{ id: Number(m[1]), command: m[2] }] : []));
    if (commands.length === 0) return [];
    const answers: CommandAnswer[] = [];
    const results: string[] = [];
    for (const c of commands) {
      const { code, extra } = await this.run(c.command);
      answers.push({ id: c.id, command: c.command, returnCode: code });
      results.push([`ID=${c.id}&Return=${code}&CMD=${c.command.split(' ')[0]}`, ...extra].join('\n'));
    }
    await this.send({ method: 'POST', path: this.url('devicecmd'), body: `${results.join('\n')}\n` });
    return answers;
  }

  /** Polls until nothing more comes (or `max` polls), returning every command answered. */
  async pollUntilIdle(max = 20): Promise<CommandAnswer[]> {
    const all: CommandAnswer[] = [];
    for (let i = 0; i < max; i++) {
      const got = await this.poll();
      if (got.length === 0) break;
      all.push(...got);
    }
    return all;
  }

  private countTemplates(): number {
    let n = 0;
    for (const u of this.users.values()) n += u.templates.length;
    return n;
  }

  private userLine(u: DeviceUserRecord): string {
    return `USER PIN=${u.pin}\tName=${u.name}\tPri=${u.privilege}\tPasswd=\tCard=${u.card}\tGrp=1\tTZ=0000000000000000\tVerify=0\tViceCard=`;
  }

  /** What firmware does with one command; queries upload their data before answering. */
  private async run(command: string): Promise<{ code: number; extra: string[] }> {
    const match = /^DATA (UPDATE|QUERY|DELETE) (\w+) ?(.*)$/.exec(command);
    if (!match) {
      if (command === 'INFO') {
        return {
          code: 0,
          extra: [`~DeviceName=SpeedFace-V5L`, `FWVersion=${this.firmware}`, `UserCount=${this.users.size}`],
        };
      }
      if (['CHECK', 'REBOOT', 'CLEAR LOG'].includes(command)) return { code: 0, extra: [] };
      return { code: -1002, extra: [] };
    }
    const [, verb, table, rest = ''] = match;
    const fields = kv(rest);
    const pin = fields.PIN ?? fields.Pin ?? '';
    const user = this.users.get(pin);
    if (table === 'USERINFO' && verb === 'UPDATE') {
      this.users.set(pin, {
        pin,
        name: fields.Name ?? '',
        privilege: Number(fields.Pri ?? 0),
        card: fields.Card ?? '',
        templates: user?.templates ?? [],
      });
      return { code: 0, extra: [] };
    }
    if (table === 'USERINFO' && verb === 'DELETE') {
      return { code: this.users.delete(pin) ? 0 : -1, extra: [] };
    }
    if (table === 'USERINFO' && verb === 'QUERY') {
      if (!user) return { code: -1, extra: [] };
      await this.pushOperlog([this.userLine(user)]);
      return { code: 1, extra: [] };
    }
    if (table === 'FINGERTMP' && verb === 'QUERY') {
      if (!user || user.templates.length === 0) return { code: -1, extra: [] };
      await this.pushOperlog(user.templates);
      return { code: user.templates.length, extra: [] };
    }
    if (table === 'FINGERTMP' && verb === 'UPDATE') {
      const target = this.users.get(pin);
      if (!target) return { code: -10, extra: [] };
      target.templates.push(`FP ${rest}`);
      return { code: 0, extra: [] };
    }
    if (table === 'ATTLOG' && verb === 'QUERY') {
      const from = fields.StartTime ?? '';
      const to = fields.EndTime ?? '\uffff';
      const found = this.punches.filter((p) => p.time >= from && p.time <= to);
      if (found.length === 0) return { code: -1, extra: [] };
      await this.pushAttlogText(`${found.map(attlogLine).join('\r\n')}\r\n`);
      return { code: found.length, extra: [] };
    }
    return { code: -1004, extra: [] };
  }
}
