import type { Notification, SupportRequest } from '@shop/shared';

/**
 * The bell's entry for a new Destek request. Its id comes from the request, so a retried write
 * never shows it twice; it names the subject, not the message (the bell is a glance).
 */
export const newSupportRequestNotification = (request: Pick<SupportRequest, 'id' | 'subject' | 'name' | 'createdAt'>): Notification => ({
  id: `support-${request.id}`,
  type: 'SUPPORT_REQUEST',
  title: 'Yeni destek talebi',
  description: `${request.name}: ${request.subject}`.slice(0, 200),
  href: `/admin/support?id=${encodeURIComponent(request.id)}`,
  isRead: false,
  createdAt: request.createdAt,
});
