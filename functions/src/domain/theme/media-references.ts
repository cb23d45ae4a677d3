import { MEDIA_PATH_PREFIX } from '../../repositories/media-keys';

const decoded = (path: string): string | undefined => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

/** A file of this shop's library: under /media/, no query, no way back up the path (also percent-encoded). */
export const isShopMediaPath = (path: string): boolean => {
  const plain = decoded(path);
  return (
    plain !== undefined &&
    path.startsWith(MEDIA_PATH_PREFIX) &&
    !/[?#\\]/.test(plain) &&
    !plain.split('/').some((segment) => segment === '.' || segment === '..')
  );
};

/**
 * The field path (as the API names fields) of the first media slot whose file is not from this
 * shop's library, or undefined. Media slots are the objects with a `filePath`, wherever a
 * component's data holds them (logos, banner images, gallery items, videos, the popup's image ...).
 */
export const foreignMediaPath = (value: unknown, path: readonly (string | number)[] = []): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { filePath } = value as { filePath?: unknown };
  if (typeof filePath === 'string' && !isShopMediaPath(filePath)) return [...path, 'filePath'].join('.');
  for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = foreignMediaPath(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
};
