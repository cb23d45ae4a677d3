import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { builderMachine } from '../../../../src/features/theme/machine/builder-machine';
import {
  BuilderProvider,
  useBuilderSend,
  useCanRedo,
  useCanUndo,
  useComponent,
  useIsDirty,
  useSaveStatus,
  useTabIds,
} from '../../../../src/features/theme/state';
import { component, serverTheme, USER } from './fakes';

const renders = new Map<string, number>();
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

/** Memoized like the sidebar's rows: only its own subscription renders it again. */
const Row = memo(function Row({ id }: { id: string }) {
  const c = useComponent(id);
  count(id);
  return <li>{`${c?.name ?? ''}${c?.isActive ? '' : ' (pasif)'}`}</li>;
});

function List() {
  const ids = useTabIds('middle');
  count('list');
  return (
    <ul>
      {ids.map((id) => (
        <Row key={id} id={id} />
      ))}
    </ul>
  );
}

let send: ReturnType<typeof useBuilderSend> = () => undefined;

function Status() {
  // The test drives the builder from outside React through the send this component hands out.
  // eslint-disable-next-line react-hooks/globals
  send = useBuilderSend();
  const dirty = useIsDirty();
  const status = useSaveStatus();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  return <p>{`${status} ${dirty ? 'kaydedilmedi' : 'kayıtlı'} ${canUndo ? 'geri-al' : ''} ${canRedo ? 'yinele' : ''}`}</p>;
}

const logic = builderMachine.provide({
  actors: {
    loadTheme: fromPromise(async () => serverTheme(Array.from({ length: 300 }, (_, i) => component('GALLERY', `c${i}`, 'middle', i)))),
  },
});

describe('React bindings', () => {
  it('an edit re-renders the edited row only; a reorder re-renders the list, not the rows', async () => {
    render(
      <BuilderProvider userEmail={USER} logic={logic}>
        <Status />
        <List />
      </BuilderProvider>,
    );
    await screen.findByText('GALLERY c299');
    expect(screen.getByText(/idle kayıtlı/)).toBeTruthy();
    renders.clear();

    act(() => send({ type: 'component.toggleActive', id: 'c7' }));
    expect(screen.getByText('GALLERY c7 (pasif)')).toBeTruthy();
    expect(renders.get('c7')).toBe(1);
    expect(renders.get('list')).toBeUndefined();
    expect([...renders.keys()]).toEqual(['c7']);
    expect(screen.getByText(/idle kaydedilmedi geri-al/)).toBeTruthy();

    renders.clear();
    act(() => send({ type: 'component.reorder', id: 'c0', toIndex: 299 }));
    expect(renders.get('list')).toBe(1);
    expect([...renders.keys()]).toEqual(['list']);
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('GALLERY c0');

    act(() => send({ type: 'history.undo' }));
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('GALLERY c0');
    expect(screen.getByText(/geri-al yinele/)).toBeTruthy();
  });
});
