import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DeviceSimulator, httpTransport, type Punch } from './simulator.ts';
import { readPunchesFile, workdayPunches } from './punches.ts';

const USAGE = `npm run device:simulate -- --sn SERIAL --url http://localhost:3000 [options]

  --punches FILE      push the punches in FILE (PIN, time, status per line)
  --pins 1001,1002    generate punches for these PINs ...
  --days 5            ... over this many days back from today (weekdays)
  --polls N           poll getrequest N times after pushing, answering commands (default 3)
  --interval S        seconds between polls (default 3)
  --batch N           records per ATTLOG upload (default 62)
  --timeout MS        request deadline before a bare re-send (default 10000)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sn: { type: 'string' },
      url: { type: 'string' },
      punches: { type: 'string' },
      pins: { type: 'string' },
      days: { type: 'string', default: '5' },
      polls: { type: 'string', default: '3' },
      interval: { type: 'string', default: '3' },
      batch: { type: 'string', default: '62' },
      timeout: { type: 'string', default: '10000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.sn || !values.url) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const device = new DeviceSimulator({
    serial: values.sn,
    transport: httpTransport(values.url, Number(values.timeout)),
    batchSize: Number(values.batch),
  });
  const handshake = await device.handshake();
  console.log(`handshake:\n${handshake.trim()}`);
  let punches: Punch[] = [];
  if (values.punches) punches = readPunchesFile(await readFile(values.punches, 'utf8'));
  else if (values.pins) {
    const pins = values.pins
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    punches = workdayPunches({ pins, days: Number(values.days) });
  }
  if (punches.length > 0) {
    const answers = await device.pushPunches(punches);
    console.log(`pushed ${punches.length} punches in ${answers.length} uploads: ${answers.join(' ')}`);
  }
  for (let i = 0; i < Number(values.polls); i++) {
    const answered = await device.poll();
    for (const a of answered) console.log(`command ${a.id} ${JSON.stringify(a.command)} -> ${a.returnCode}`);
    if (i < Number(values.polls) - 1) await new Promise((r) => setTimeout(r, Number(values.interval) * 1000));
  }
  console.log(`done: the device knows ${device.users.size} user(s)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
