import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { startPreviewInbox } from '../../src/storefront/preview/preview-inbox';
import { component } from './fixtures';

const renders = vi.hoisted(() => new Map<string, number>());

// Counts renders of the FAQ renderer per component title; the real one is not needed here.
vi.mock('../../src/storefront/components/Faq', () => ({
  Faq: ({ data }: { data: { title: string } }) => {
    renders.set(data.title, (renders.get(data.title) ?? 0) + 1);
    return null;
  },
}));

const post = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window.parent }));
  });

describe('preview at 1,000 components', () => {
  beforeAll(async () => {
    startPreviewInbox();
    await import('../../src/storefront/preview/PreviewStorefront');
  });

  it('an edit of one component re-renders that component only', async () => {
    const components = Array.from({ length: 1000 }, (_, i) => component('FAQ', { id: `c${i}`, order: i, componentData: { title: `Soru ${i}` } }));
    const { container } = render(<StorefrontApp location={{ pathname: '/', search: '?preview=1' }} />);
    await act(async () => {});
    post({ type: 'UPDATE_THEME', reset: true, upserts: components });
    expect(container.querySelectorAll('[data-component-type="FAQ"]')).toHaveLength(1000);
    const before = new Map(renders);

    const edited = { ...components[500]!, componentData: { ...components[500]!.componentData, title: 'Soru 500 düzeltildi' } };
    post({ type: 'UPDATE_THEME', upserts: [edited] });

    const rerendered = [...renders].filter(([title, count]) => count !== (before.get(title) ?? 0)).map(([title]) => title);
    expect(rerendered).toEqual(['Soru 500 düzeltildi']);
  });
});
