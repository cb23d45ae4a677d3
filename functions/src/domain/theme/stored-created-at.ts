import type { SavedThemeComponent, ThemeComponent } from '@shop/shared';

/**
 * A component's createdAt is the server's record of when it entered the tab, not something a save
 * may rewrite: a component the tab already holds (same id and type) keeps the stored date whatever
 * the client sent. Without this a scoped admin could redate a header it may not touch, since the
 * scope check compares content, not dates. A component new to the tab keeps the client's stamp
 * (the builder dates it when added), or the save stamps it.
 */
export const keepStoredCreatedAt = <T extends SavedThemeComponent>(stored: readonly ThemeComponent[], submitted: readonly T[]): T[] => {
  const createdAt = new Map(stored.map((c) => [`${c.componentType}:${String(c.id)}`, c.createdAt]));
  return submitted.map((component) => {
    const kept = component.id === undefined ? undefined : createdAt.get(`${component.componentType}:${String(component.id)}`);
    return kept === undefined ? component : { ...component, createdAt: kept };
  });
};
