import * as z from 'zod';
import { ICON_PAGE_SIZE } from '../constants';
import { fieldError } from '../schemas/common';
import type { Icon } from '../schemas/catalog';
import { ICON_CATALOGUE } from './icon-catalogue';

/** A query parameter sent empty (`?offset&search`) means "not given", as the picker sends it. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/icon?offset=&limit=&search= */
export const iconListQuerySchema = z.object({
  offset: z.preprocess(emptyAsMissing, z.coerce.number({ error: fieldError }).int().min(0).max(100_000).default(0)),
  limit: z.preprocess(emptyAsMissing, z.coerce.number({ error: fieldError }).int().min(1).max(ICON_PAGE_SIZE).default(ICON_PAGE_SIZE)),
  search: z.string({ error: fieldError }).max(100).default(''),
});
export type IconListQuery = z.infer<typeof iconListQuerySchema>;

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Turkish case rules (I/ı, İ/i), then Turkish letters folded to ASCII, so "IŞIK", "ışık"
 * and "isik" all find "Kısık Işık": admins do not always have a Turkish keyboard.
 */
export const foldForIconSearch = (text: string): string =>
  text
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşüâîû]/g, (ch) => ASCII[ch] ?? ch);

interface SearchableIcon {
  readonly icon: Icon;
  readonly text: string;
}

/** Built on first search, so a bundle that imports the package without searching drops the catalogue. */
let searchable: readonly SearchableIcon[] | undefined;
const searchableIcons = (): readonly SearchableIcon[] =>
  (searchable ??= ICON_CATALOGUE.map(({ key, turkishName }) => ({
    icon: { id: key, key, turkishName },
    text: `${foldForIconSearch(turkishName)}\n${key}`,
  })));

/** One page of the icons whose Turkish name or key contains the search text, in catalogue order. */
export const searchIcons = ({ offset, limit, search }: IconListQuery): Icon[] => {
  const needle = foldForIconSearch(search);
  const all = searchableIcons();
  const matches = needle === '' ? all : all.filter((entry) => entry.text.includes(needle));
  return matches.slice(offset, offset + limit).map((entry) => entry.icon);
};
