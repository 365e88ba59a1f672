import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA (headers and body, dot-stuffing undone). */
  data: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Refuse the next `n` mails with a temporary failure (451), as a busy or greylisting server does. */
  refuseNext(n: number): void;
  /** Resolves with the first mail to `to` (waiting up to `ms`), for mail sent after a commit. */
  waitFor(to: string, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 for tests: it speaks just enough of RFC 5321 (EHLO/HELO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT) for nodemailer to deliver, and keeps what it receives.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let refusals = 0;
  const server = net.createServer((socket) => {
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL' && refusals > 0) {
          refusals--;
          reply('451 try again later');
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext(n) {
      refusals = n;
    },
    async waitFor(to, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
