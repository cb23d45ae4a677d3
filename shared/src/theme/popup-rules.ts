import type { PopupSettings } from '../schemas/popup';

interface HasPopupFields {
  readonly componentType: string;
  readonly createdAt?: string | undefined;
  readonly order: number;
}

/** Only one popup is kept: the newest by createdAt wins (platform spec §4). */
export const newestPopup = <C extends HasPopupFields>(components: readonly C[]): C | undefined =>
  components
    .filter((c) => c.componentType === 'POPUP')
    .reduce<C | undefined>((best, c) => (!best || (c.createdAt ?? '') > (best.createdAt ?? '') ? c : best), undefined);

/**
 * Create-or-update of the top tab's popup: updates the winning popup's settings, or appends
 * a new one after the highest order; any other popups are dropped.
 */
export const upsertPopup = <C extends HasPopupFields & { componentData: unknown }>(
  components: readonly C[],
  settings: PopupSettings,
  create: (order: number) => C,
): { components: C[]; action: 'updated' | 'created' } => {
  const winner = newestPopup(components);
  const others = components.filter((c) => c.componentType !== 'POPUP');
  if (winner) {
    return {
      action: 'updated',
      components: [...others, { ...winner, componentData: settings, name: settings.name }].sort((a, b) => a.order - b.order),
    };
  }
  const nextOrder = components.reduce((max, c) => Math.max(max, c.order + 1), 0);
  return { action: 'created', components: [...others, create(nextOrder)] };
};
