#!/usr/bin/env node
// Finds Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium. Where neither exists it
// installs Debian's package when it runs as root with apt-get; otherwise it says what to do in one
// line. Test tools never download a browser of their own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian chromium with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (r.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'Chromium is missing: run `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
