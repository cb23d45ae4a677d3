import * as z from 'zod';
import { MESSAGES } from '../messages';

/** RFC 5321's longest usable address. */
export const NEWSLETTER_EMAIL_MAX = 254;
/** A subscribe request holds one address and a block id: anything larger is refused (413) before it is parsed. */
export const NEWSLETTER_BODY_MAX_BYTES = 1024;
/** The admin list's search text. */
export const NEWSLETTER_SEARCH_MAX = 100;

const invalidEmail = { error: MESSAGES.newsletter.invalidEmail };

/**
 * One address per subscriber, whatever its case: `Ayse@Example.com` and `ayse@example.com` are
 * one subscriber. Addresses are ASCII in practice, so plain lower-casing (never Turkish rules,
 * which would turn `I` into `ı`).
 */
export const foldEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/storefront/newsletter: the address, and which newsletter block it was typed in. */
export const newsletterSubscribeSchema = z.strictObject(
  {
    email: z.string(invalidEmail).trim().max(NEWSLETTER_EMAIL_MAX, invalidEmail).pipe(z.email(invalidEmail)),
    componentId: z.string(invalidEmail).max(100).optional(),
  },
  { error: MESSAGES.api.invalidRequest },
);
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscriberSchema = z.object({
  /** Folded (lower case): the identity of the subscriber. */
  email: z.string(),
  subscribedAt: z.iso.datetime(),
  /** The newsletter block the address came from; null when the request named none. */
  componentId: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** POST /api/admin/newsletter/subscribers/remove: the address travels in the body, never in a URL (access logs). */
export const newsletterRemoveSchema = z.strictObject(
  { email: z.string(invalidEmail).trim().max(NEWSLETTER_EMAIL_MAX, invalidEmail).pipe(z.email(invalidEmail)) },
  { error: MESSAGES.api.invalidRequest },
);
