import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** One message the SES stand-in accepted, as the mailbox page and its JSON show it. */
export const storedMailSchema = z.object({
  messageId: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string().optional(),
  text: z.string().optional(),
  /** ISO instant it was accepted. */
  sentAt: z.string(),
});
export type StoredMail = z.infer<typeof storedMailSchema>;

export interface MailStore {
  /** Newest first. */
  readonly list: () => readonly StoredMail[];
  readonly add: (mail: StoredMail) => Promise<void>;
}

const FILE = 'messages.jsonl';

/**
 * The local mailbox: every message in memory, and a line each in <dir>/messages.jsonl, so the
 * mailbox survives a restart as the table, the pool and the media files do. A line that does
 * not read (a write cut short) is skipped, not fatal.
 */
export const openMailStore = async (dir: string): Promise<MailStore> => {
  await mkdir(dir, { recursive: true });
  const file = join(dir, FILE);
  const stored = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  // A torn last line is ended, so the next message starts a line of its own.
  if (stored && !stored.endsWith('\n')) await appendFile(file, '\n');
  const messages: StoredMail[] = [];
  for (const line of stored.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = storedMailSchema.safeParse(JSON.parse(line));
      if (parsed.success) messages.push(parsed.data);
    } catch {
      // A torn last line: the messages before it still count.
    }
  }
  return {
    list: () => [...messages].reverse(),
    add: async (mail) => {
      messages.push(mail);
      await appendFile(file, `${JSON.stringify(mail)}\n`);
    },
  };
};
