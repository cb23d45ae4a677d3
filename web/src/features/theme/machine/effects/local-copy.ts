import { persistedThemeSchema, toPersisted, type PersistRequest, type PersistedTheme } from '../theme-snapshot';

/** One copy per admin: two admins on one browser never restore each other's edits. */
export const localCopyKey = (userEmail: string): string => `theme-builder:${userEmail.toLowerCase()}`;

const envelopeSchema = persistedThemeSchema.omit({ components: true });

/**
 * The admin's copy, or null when there is none or it no longer fits the current shape. A copy with
 * nothing unsaved only restores the tab, so its components (1,000 of them cost ~150 ms to check)
 * are not read.
 */
export const readLocalCopy = (storage: Storage, userEmail: string): PersistedTheme | null => {
  const raw = storage.getItem(localCopyKey(userEmail));
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    const envelope = envelopeSchema.safeParse(data);
    if (!envelope.success) return null;
    if (envelope.data.dirty.tabs.length === 0 && !envelope.data.dirty.config) return { ...envelope.data, components: [] };
    const parsed = persistedThemeSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const LOCAL_COPY_DELAY_MS = 400;

export interface LocalCopyWriter {
  /** Remembers the latest state; it is written once things are quiet for a moment. */
  write(request: PersistRequest): void;
  /** Writes a pending state now (page hide, leaving the builder). */
  flush(): void;
}

/**
 * Serializing 1,000 components on every keystroke would cost more than the edit itself, so writes
 * wait until the admin pauses; the last state always wins.
 */
export const createLocalCopyWriter = (storage: Storage, options: { delayMs?: number; onError?: (error: unknown) => void } = {}): LocalCopyWriter => {
  let pending: PersistRequest | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const request = pending;
    pending = undefined;
    if (!request) return;
    try {
      storage.setItem(localCopyKey(request.userEmail), JSON.stringify(toPersisted(request)));
    } catch (error) {
      // A full storage (quota) must not break editing; the copy is a convenience, the server is the record.
      (options.onError ?? ((e: unknown) => console.warn('theme builder: local copy not written', e)))(error);
    }
  };
  return {
    write(request) {
      pending = request;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, options.delayMs ?? LOCAL_COPY_DELAY_MS);
    },
    flush,
  };
};
