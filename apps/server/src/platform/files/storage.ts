import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bytes on disk under DATA_DIR/files. Keys are random and sharded by month, so a directory never
 * grows without bound and a key never reveals which company or person a file belongs to.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  async put(bytes: Buffer): Promise<string> {
    const { key, path: file } = await this.reserve();
    await writeFile(file, bytes);
    return key;
  }

  /**
   * A new key and the path to write it at, for a file written in a stream (a large export) rather
   * than handed over as one buffer.
   */
  async reserve(): Promise<{ key: string; path: string }> {
    const month = new Date().toISOString().slice(0, 7);
    const key = `${month}/${randomBytes(18).toString('base64url')}`;
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { key, path: file };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^\d{4}-\d{2}\/[\w-]+$/.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(this.root, key);
  }
}
