// The TypeScript sources below a folder, as the repository's own checks read them (import cycles,
// module boundaries): dependencies, migrations and declaration files left out.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'migrations') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}
