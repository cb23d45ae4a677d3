import { NOTIFICATION_BADGE_CAP } from '@shop/shared';

/** The bell's badge: the exact count up to 99, "99+" beyond, nothing when all are read. */
export const badgeLabel = (unread: number): string | undefined =>
  unread <= 0 ? undefined : unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
