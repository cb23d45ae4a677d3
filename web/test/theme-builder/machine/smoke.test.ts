import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { component, makeFakes, serverTheme, startBuilder } from './fakes';

describe('smoke', () => {
  it('loads and adds', async () => {
    const fakes = makeFakes(serverTheme([component('HEADER', 'h1', 'top', 0)]));
    const actor = startBuilder(fakes);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'component.add', componentType: 'GALLERY' });
    const ctx = actor.getSnapshot().context;
    expect(ctx.order.middle).toEqual(['new-1']);
    expect(ctx.byId['new-1']?.name).toBe('Galeri');
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.order.middle).toEqual([]);
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.saves[0]?.tabs.map((t) => t.pageType)).toEqual(['TOP', 'HOME', 'BOTTOM']);
  });
});
