import type { LiveChatStatus } from '@shop/shared';

/**
 * Whether the launcher shows, asked on every storefront page. Checked by hand, not with the shared zod
 * schema: this runs in the launcher's small chunk, and zod loads only with the chat dialog.
 */
const isStatus = (value: unknown): value is LiveChatStatus => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.enabled === 'boolean' &&
    typeof v.withinHours === 'boolean' &&
    typeof v.greeting === 'string' &&
    typeof v.offlineMessage === 'string' &&
    typeof v.maxWaitMinutes === 'number'
  );
};

export const fetchChatStatus = async (): Promise<LiveChatStatus | undefined> => {
  try {
    const response = await fetch('/api/storefront/live-chat/status', { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isStatus(body) ? body : undefined;
  } catch {
    return undefined;
  }
};
