import { useEffect, useState } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One fetch per key for the whole page (null: no such icon among those an admin can pick). */
const iconFetches = new Map<string, Promise<LucideIcon | null>>();

const fetchIcon = (key: string): Promise<LucideIcon | null> => {
  let pending = iconFetches.get(key);
  if (!pending) {
    pending = (async () => {
      // The key → icon map is a lazy chunk of its own like each icon, so a page without an icon
      // fetches neither and the storefront's first load stays small.
      const { ICON_IMPORTS } = await import('./icon-imports');
      const load = Object.hasOwn(ICON_IMPORTS, key) ? ICON_IMPORTS[key] : undefined;
      return load ? (await load()).default : null;
    })();
    // A failed download (offline) is not remembered: the next banner that needs the icon tries again.
    pending.catch(() => iconFetches.delete(key));
    iconFetches.set(key, pending);
  }
  return pending;
};

/**
 * A lucide icon of the admin's icon catalogue by its key (`rocket`), loaded on demand. Until it
 * arrives an empty square of the icon's size holds its place, so the text beside it does not jump;
 * an unknown key draws nothing. Decorative: hidden from screen readers.
 */
export function LazyIcon({ iconKey, className }: { iconKey: string; className: string }) {
  const [loaded, setLoaded] = useState<{ key: string; Icon: LucideIcon | null }>();
  useEffect(() => {
    let mounted = true;
    fetchIcon(iconKey).then(
      (Icon) => {
        if (mounted) setLoaded({ key: iconKey, Icon });
      },
      // The empty square stays: a missing decoration is not worth an error on the shop's page.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [iconKey]);
  if (loaded?.key !== iconKey) return <span className={className} aria-hidden="true" />;
  const { Icon } = loaded;
  return Icon && <Icon className={className} aria-hidden="true" focusable="false" />;
}
