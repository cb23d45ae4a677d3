import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  COMPONENT_TYPE_DEFINITIONS,
  COMPONENT_TYPE_LABELS,
  COMPONENT_TYPES,
  savedThemeComponentSchema,
  themeComponentSchema,
  type ComponentType,
  type ThemeComponent,
} from '@shop/shared';
import { EDITOR_TYPES } from '../../../src/features/theme/editors/editor-types';
import type { EditorTypeMap } from '../../../src/features/theme/editors/kit/editor-type';
import { editorFor } from '../../../src/features/theme/editors/registry';
import { ComponentView } from '../../../src/storefront/components/ComponentView';
import { RENDERERS, type RendererMap } from '../../../src/storefront/components/renderers';
import { componentOf, openEditor } from './editors/editor-harness';

/*
 * A throwaway component type, "Şerit" (RIBBON), added the way the README says: its definition in
 * the one list (COMPONENT_TYPE_DEFINITIONS), its renderer and its builder record in the maps typed
 * over that list. Nothing else is touched: the union, labels, save schema, registry, add drawer,
 * settings panel and storefront must pick it up.
 */
vi.mock('../../../../shared/src/component-types/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/src/component-types/index')>();
  const z = await import('zod');
  const schema = z.object({ text: z.string().max(40).default('Kargo bugün yolda') });
  const ribbon = actual.defineComponentType({ label: 'Şerit', schema, defaults: () => schema.parse({}) });
  return { ...actual, COMPONENT_TYPE_DEFINITIONS: { ...actual.COMPONENT_TYPE_DEFINITIONS, RIBBON: ribbon } };
});

vi.mock('../../../src/storefront/components/renderers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/storefront/components/renderers')>();
  const { createElement } = await import('react');
  const Ribbon = ({ component }: { component: { componentData: { text: string } } }) =>
    createElement('p', { className: 'sf-ribbon' }, component.componentData.text);
  return { ...actual, RENDERERS: { ...actual.RENDERERS, RIBBON: Ribbon } };
});

vi.mock('../../../src/features/theme/editors/editor-types', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/features/theme/editors/editor-types')>();
  const ribbon = {
    icon: 'pi pi-bookmark',
    panel: {
      fields: async () => {
        const { defineEditor, fieldsFor, section } = await import('../../../src/features/theme/editors/kit/field-builders');
        const f = fieldsFor<{ text: string }>();
        return { fields: defineEditor('RIBBON' as ComponentType, [section('İçerik', [f.text('text', 'Şerit metni')])] as never) };
      },
    },
  };
  return { ...actual, EDITOR_TYPES: { ...actual.EDITOR_TYPES, RIBBON: ribbon } };
});

// RIBBON exists only at run time here; the union TypeScript knows stays the real one.
const RIBBON = 'RIBBON' as ComponentType;
const ribbon = (id: string, name: string, text = 'Kargo bugün yolda'): ThemeComponent =>
  ({ ...componentOf(RIBBON, id, name), componentData: { text } }) as unknown as ThemeComponent;

describe('a component type added through its record', () => {
  it('joins the union, the labels and the save schema from its definition alone', () => {
    expect(COMPONENT_TYPES).toContain('RIBBON');
    expect((COMPONENT_TYPE_LABELS as Record<string, string>).RIBBON).toBe('Şerit');
    const stored = { id: 'r1', name: 'Şerit', order: 0, componentType: 'RIBBON', componentData: { text: 'Merhaba' } };
    expect(themeComponentSchema.safeParse(stored).success).toBe(true);
    expect(savedThemeComponentSchema.safeParse({ ...stored, isActive: true }).success).toBe(true);
    // Its own schema checks its settings.
    expect(themeComponentSchema.safeParse({ ...stored, componentData: { text: 'x'.repeat(41) } }).success).toBe(false);
  });

  it('is drawn on the storefront by its renderer', () => {
    render(<ComponentView component={ribbon('r1', 'Şerit', 'Bugün kargo bedava')} preview={false} highlighted={false} />);
    expect(screen.getByText('Bugün kargo bedava').className).toBe('sf-ribbon');
    expect(document.querySelector('[data-component-type="RIBBON"]')).not.toBeNull();
  });

  it('has an editor in the registry whose fields write its settings', async () => {
    expect(editorFor(RIBBON)).toBeDefined();
    const { panel, save } = await openEditor(ribbon('r1', 'Duyuru şeridi'));
    fireEvent.change(within(panel).getByLabelText('Şerit metni'), { target: { value: 'Yeni sezon' } });
    const data = await save<{ text: string }>();
    expect(data).toEqual({ text: 'Yeni sezon' });
  });

  it('is offered in the add drawer with its icon, and adding it uses its defaults', async () => {
    const { save, saves } = await openEditor(ribbon('r1', 'Duyuru şeridi'));
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Bileşen Ekle' }));
    const pick = await screen.findByRole('button', { name: 'Şerit' });
    expect(pick.querySelector('.pi-bookmark')).not.toBeNull();
    fireEvent.click(pick);
    await waitFor(() => expect(screen.getAllByTestId('builder-row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Şerit (Şerit)' })).toBeTruthy();
    await save();
    const home = saves.at(-1)?.tabs.find((tab) => tab.pageType === 'HOME');
    expect(home?.components.map((c) => [c.name, c.componentData])).toEqual([
      ['Duyuru şeridi', { text: 'Kargo bugün yolda' }],
      ['Şerit', { text: 'Kargo bugün yolda' }],
    ]);
  });
});

describe('the maps over the type union', () => {
  it('cover exactly the defined types, so a type without a renderer or editor does not compile', () => {
    expectTypeOf<keyof RendererMap>().toEqualTypeOf<keyof typeof COMPONENT_TYPE_DEFINITIONS>();
    expectTypeOf<keyof EditorTypeMap>().toEqualTypeOf<keyof typeof COMPONENT_TYPE_DEFINITIONS>();
    const { POPUP: _popupRenderer, ...rendererless } = RENDERERS;
    // @ts-expect-error a type without a renderer is a type error
    const renderers: RendererMap = rendererless;
    const { VIDEO: _videoEditor, ...editorless } = EDITOR_TYPES;
    // @ts-expect-error a type without a builder record (icon, panel, add flow) is a type error
    const editors: EditorTypeMap = editorless;
    expect([renderers, editors]).toHaveLength(2);
  });
});
