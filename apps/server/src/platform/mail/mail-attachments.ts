import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file a mail carries (ADR 50): its name as the recipient sees it, its type and its bytes. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * What the delivery job's payload says of each attachment; the bytes are on disk under the mail's
 * directory, named by position, so a name the recipient sees never becomes a path.
 */
export interface AttachmentRef {
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Attachments expire this long after they were stored: far beyond the mail retries (minutes to
 * hours), short enough that personal files (payslips) of a mail that never went do not linger.
 */
export const ATTACHMENT_DAYS = 7;

/**
 * Bytes of queued mails' attachments: DATA_DIR/mail-attachments/<company>/<mail>/<n>. Outbox ids
 * come from an identity and are never reused, so a directory belongs to one mail, even one whose
 * transaction rolled back (then no row refers to it and the expiry sweep removes it).
 */
export class AttachmentStore {
  constructor(private readonly root: string) {}

  /** Writes the bytes before the mail's transaction commits: a rollback leaves files, never a mail without them. */
  async put(
    companyId: number,
    mailId: number,
    attachments: readonly MailAttachment[],
  ): Promise<AttachmentRef[]> {
    const dir = this.dirOf(companyId, mailId);
    await mkdir(dir, { recursive: true });
    const refs: AttachmentRef[] = [];
    for (const [i, a] of attachments.entries()) {
      if (a.fileName.trim() === '') throw new Error('a mail attachment needs a file name');
      await writeFile(path.join(dir, String(i)), a.content);
      refs.push({ fileName: a.fileName, contentType: a.contentType, size: a.content.length });
    }
    return refs;
  }

  /** The attachments back; a missing file (expired, or a lost disk) fails the delivery attempt. */
  async read(companyId: number, mailId: number, refs: readonly AttachmentRef[]): Promise<MailAttachment[]> {
    const dir = this.dirOf(companyId, mailId);
    return Promise.all(
      refs.map(async (ref, i) => {
        try {
          return { ...ref, content: await readFile(path.join(dir, String(i))) };
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          throw new Error(
            `attachment ${ref.fileName} is no longer stored (attachments expire after ${ATTACHMENT_DAYS} days)`,
            { cause: err },
          );
        }
      }),
    );
  }

  /** Once the mail is delivered, kept or failed for good: nothing will read the bytes again. */
  async remove(companyId: number, mailId: number): Promise<void> {
    await rm(this.dirOf(companyId, mailId), { recursive: true, force: true });
  }

  /**
   * Removes every mail's attachments stored before `before`: those of mails that never went (a
   * rolled-back transaction, a lost job) and any a delivery could not remove. Answers how many.
   */
  async expire(before: Date): Promise<number> {
    let removed = 0;
    for (const company of await namesIn(this.root)) {
      const companyDir = path.join(this.root, company);
      for (const mail of await namesIn(companyDir)) {
        const dir = path.join(companyDir, mail);
        const stored = await stat(dir).catch(() => null);
        if (!stored || stored.mtime >= before) continue;
        await rm(dir, { recursive: true, force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private dirOf(companyId: number, mailId: number): string {
    if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(mailId))
      throw new Error(`bad mail attachment key ${companyId}/${mailId}`);
    return path.join(this.root, String(companyId), String(mailId));
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
