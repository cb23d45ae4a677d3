import type { SearchResult } from '@shop/shared';
import type { PaletteGroup, PaletteItem } from './palette-pages';

/** Detail pages the results open (platform spec §2). */
export const productPath = (id: string | number) => `/admin/catalog/product/upsert/${id}`;
export const memberPath = (id: string | number) => `/admin/member/detail/${id}`;
export const guestPath = (id: string | number) => `/admin/member/guest/detail/${id}`;

const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();

/** The API's three groups first (empty ones left out), then the page groups. */
export const paletteGroups = (result: SearchResult | undefined, pages: readonly PaletteGroup[]): PaletteGroup[] => {
  const found: PaletteGroup[] = result
    ? [
        {
          label: 'Ürünler',
          items: result.products.map((p): PaletteItem => ({ key: `product:${p.id}`, label: p.name, path: productPath(p.id), icon: 'pi pi-box' })),
        },
        {
          label: 'Kullanıcılar',
          items: result.users.map((u): PaletteItem => ({
            key: `user:${u.id}`,
            label: fullName(u),
            detail: u.email,
            path: memberPath(u.id),
            icon: 'pi pi-users',
          })),
        },
        {
          label: 'Misafir Kullanıcılar',
          items: result.guests.map((g): PaletteItem => ({
            key: `guest:${g.id}`,
            label: fullName(g),
            detail: g.email,
            path: guestPath(g.id),
            icon: 'pi pi-user',
          })),
        },
      ]
    : [];
  return [...found.filter((group) => group.items.length > 0), ...pages];
};

/** The next index for an arrow key, wrapping around the flat list of results. */
export const moveActive = (current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number => {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current - 1 < 0 ? count - 1 : current - 1;
};
