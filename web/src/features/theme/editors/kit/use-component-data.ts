import { useCallback } from 'react';
import type { ComponentData, ComponentType, ThemeComponent } from '@shop/shared';
import { useBuilderActor, useComponent } from '../../state';

export interface ComponentDataHandle<T extends ComponentType> {
  readonly data: ComponentData<T>;
  /**
   * Replaces one setting. Consecutive calls for the same path (typing, a slider drag) are one undo
   * step: the coalesce key is the component id and the path.
   */
  readonly set: (path: string, value: unknown) => void;
  /** Replaces one setting as its own undo step (a choice, a list edit), never merged with the one before. */
  readonly commit: (path: string, value: unknown) => void;
  /** Like commit, from the newest value at the path; with a burst, merged like `set` with the previous change of that burst. */
  readonly update: (path: string, change: (current: unknown) => unknown, burst?: string) => void;
}

type Root = Record<string, unknown>;

/** The value at a dotted path ('titleStyle.color'); the empty path is the whole data. */
export const valueAt = (data: Root, path: string): unknown =>
  path === ''
    ? data
    : path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Root)[key] : undefined), data);

/** The data with the value at a dotted path ('titleStyle.color') replaced, copying only along the path; the empty path replaces it all. */
export const withValueAt = (data: Root, path: string, value: unknown): Root => {
  if (path === '') return value as Root;
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return data[head] === value ? data : withChild(data, head, value);
  const child = (data[head] ?? {}) as Root;
  const next = withValueAt(child, rest.join('.'), value);
  return next === child ? data : withChild(data, head, next);
};

/** A copy with one entry replaced; a list stays a list ('columnConfigs.0.elements' goes through an array). */
const withChild = (data: Root, key: string, value: unknown): Root =>
  Array.isArray(data) ? (data.map((item: unknown, index) => (index === Number(key) ? value : item)) as unknown as Root) : { ...data, [key]: value };

/**
 * The settings of one component, typed by the type the editor was written for: null when the
 * component is gone or is of another type, so FAQ data can never be written into a header.
 * Re-renders only when this component changes.
 */
export const useComponentData = <T extends ComponentType>(id: string, type: T): ComponentDataHandle<T> | null => {
  const component = useComponent(id);
  const actor = useBuilderActor();
  const write = useCallback(
    (change: (data: Root) => Root, coalesceKey: string | undefined) => {
      // The newest data, not the render's: two changes in one tick must not undo each other.
      const current = actor.getSnapshot().context.byId[id];
      if (current?.componentType !== type) return;
      const next = change(current.componentData);
      if (next === current.componentData) return;
      actor.send({ type: 'component.updateData', id, componentData: next as ThemeComponent['componentData'], coalesceKey });
    },
    [actor, id, type],
  );
  const set = useCallback((path: string, value: unknown) => write((data) => withValueAt(data, path, value), `${id}:${path}`), [write, id]);
  const commit = useCallback((path: string, value: unknown) => write((data) => withValueAt(data, path, value), undefined), [write]);
  const update = useCallback(
    (path: string, change: (current: unknown) => unknown, burst?: string) =>
      write((data) => withValueAt(data, path, change(valueAt(data, path))), burst === undefined ? undefined : `${id}:${burst}`),
    [write, id],
  );
  if (component?.componentType !== type) return null;
  return { data: component.componentData as ComponentData<T>, set, commit, update };
};
