import type { Link } from '@shop/shared';

/** Anchor attributes of a saved link; the server has already refused unsafe targets. */
export const linkProps = (link: Pick<Link, 'target' | 'newTab'> | null | undefined) =>
  link && link.target !== '' ? { href: link.target, ...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } : undefined;

/**
 * Anchor attributes of a product's CTA: another site (an absolute http(s) address) opens in a new tab
 * that cannot reach back; a path of this site (or mailto:/tel:) stays in the tab.
 */
export const ctaLinkProps = (link: string) =>
  /^https?:\/\//i.test(link.trim()) ? { href: link, target: '_blank', rel: 'noopener noreferrer' } : { href: link };

/**
 * A banner's link is stored as the JSON text of a link object (shared banner schema); read here
 * without the schema so the shopper's page stays light. Unreadable text means no link.
 */
export const bannerLink = (stored: string): Link | null => {
  if (stored === '') return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { target, title, newTab, type } = value as Record<string, unknown>;
    if (typeof target !== 'string' || target === '') return null;
    return {
      target,
      title: typeof title === 'string' ? title : '',
      newTab: newTab === true,
      type: type === 'page' || type === 'product' || type === 'category' ? type : 'custom',
    };
  } catch {
    return null;
  }
};
