import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  announcementSchema,
  componentDataSchemas,
  defaultComponentData,
  faqItemSchema,
  galleryItemSchema,
  type MarqueeSettings,
} from '@shop/shared';
import { addItem, editItem } from '../../../../src/features/theme/editors/items/item-commands';
import {
  appendItems,
  moveItem,
  nextOrder,
  removeItem,
  renumber,
  replaceItem,
  sortedByOrder,
  temporaryId,
  truncateTitle,
} from '../../../../src/features/theme/editors/items/item-order';
import { errorAt, fieldErrors } from '../../../../src/features/theme/editors/kit/field-errors';
import { fieldsFor } from '../../../../src/features/theme/editors/kit/field-builders';
import { withValueAt } from '../../../../src/features/theme/editors/kit/use-component-data';
import { sameRowProps, type FieldRowProps } from '../../../../src/features/theme/editors/kit/FieldRow';
import type { FieldConfig } from '../../../../src/features/theme/editors/kit/field-config';
import { fields as footerFields } from '../../../../src/features/theme/editors/footer/fields';
import { faqItemTitle, fields as faqFields } from '../../../../src/features/theme/editors/faq/fields';
import { fields as videoFields } from '../../../../src/features/theme/editors/video/fields';
import { fields as fixedBannerFields } from '../../../../src/features/theme/editors/fixed-banner/fields';

const list = (...ids: number[]) => ids.map((id, i) => ({ id, order: i + 1, text: `#${id}` }));
const ids = (items: readonly { id: unknown }[]) => items.map((item) => item.id);
const orders = (items: readonly { order: number }[]) => items.map((item) => item.order);

describe('ordering', () => {
  it('sorts by order, not by array position', () => {
    expect(
      ids(
        sortedByOrder([
          { id: 'b', order: 2 },
          { id: 'a', order: 1 },
        ]),
      ),
    ).toEqual(['a', 'b']);
  });

  it('renumbers 1..n and keeps the objects that were already right', () => {
    const items = [
      { id: 1, order: 1 },
      { id: 2, order: 5 },
    ];
    const result = renumber(items);
    expect(orders(result)).toEqual([1, 2]);
    expect(result[0]).toBe(items[0]);
  });

  it('moves an item and renumbers every item', () => {
    const moved = moveItem(list(1, 2, 3, 4), 4, 0);
    expect(ids(moved)).toEqual([4, 1, 2, 3]);
    expect(orders(moved)).toEqual([1, 2, 3, 4]);
    expect(ids(moveItem(list(1, 2, 3), 1, 99))).toEqual([2, 3, 1]);
    expect(ids(moveItem(list(1, 2), 7, 0))).toEqual([1, 2]);
  });

  it('removes an item and renumbers the rest', () => {
    const rest = removeItem(list(1, 2, 3), 2);
    expect(ids(rest)).toEqual([1, 3]);
    expect(orders(rest)).toEqual([1, 2]);
  });

  it('gives new items the next number after the highest and a negative temporary id', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([{ id: 1, order: 7 }])).toBe(8);
    const added = appendItems(list(1, 2), [{ id: -5, order: 0, text: 'yeni' }]);
    expect(orders(added)).toEqual([1, 2, 3]);
    const taken = [{ id: -1, order: 1 }];
    const random = [0, 0.5];
    expect(temporaryId(taken, () => random.shift() ?? 0.9)).toBeLessThan(-1);
  });

  it('editing keeps id and order; a gone item is null', () => {
    const edited = replaceItem(list(1, 2), { id: 2, order: 9, text: 'düzenlendi' });
    expect(edited?.[1]).toEqual({ id: 2, order: 2, text: 'düzenlendi' });
    expect(replaceItem(list(1), { id: 3, order: 1, text: '' })).toBeNull();
  });

  it('cuts FAQ titles to 8 characters plus an ellipsis and names an empty question', () => {
    expect(truncateTitle('Kargo ne zaman gelir?', 8, 'Boş Soru')).toBe('Kargo ne...');
    expect(truncateTitle('İade', 8, 'Boş Soru')).toBe('İade');
    expect(faqItemTitle({ id: 1, order: 1, question: '   ', answer: 'x' })).toBe(MESSAGES.empty.faqQuestion);
    expect(faqItemTitle({ id: 1, order: 1, question: 'Ödeme seçenekleri', answer: 'x' })).toBe('Ödeme se...');
  });
});

describe('list commands', () => {
  const announcements = {
    schema: announcementSchema,
    invalidSeverity: 'error' as const,
    messages: { saveFailed: MESSAGES.errors.announcementSave, missing: 'yok' },
  };
  const full = (max: number) => `en fazla ${max}`;

  it('refuses an empty announcement with the spec text and adds a valid one at the end', () => {
    const refused = addItem([], { text: '' }, announcements, full);
    expect(refused).toMatchObject({ ok: false, severity: 'error', message: MESSAGES.validation.announcementTextRequired });
    const added = addItem(list(1), { text: 'Kargo bedava' }, announcements, full);
    expect(added.ok && added.items.map((a) => [a.text, a.order])).toEqual([
      ['#1', 1],
      ['Kargo bedava', 2],
    ]);
    expect(added.ok && Number(added.items[1]?.id)).toBeLessThan(0);
  });

  it('refuses to add to a full list with the list failure text', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, order: i + 1, text: 'x' }));
    expect(addItem(many, { text: 'bir tane daha' }, announcements, full)).toMatchObject({
      ok: false,
      message: MESSAGES.errors.announcementSave,
      detail: 'en fazla 200',
    });
  });

  it('warns about a gallery item without an image and a FAQ item with blank answer', () => {
    const gallery = {
      schema: galleryItemSchema,
      invalidSeverity: 'warn' as const,
      messages: { saveFailed: 'x', missing: MESSAGES.errors.galleryItemMissing },
    };
    expect(addItem([], { link: null }, gallery, full)).toMatchObject({
      ok: false,
      severity: 'warn',
      message: MESSAGES.validation.galleryImageRequired,
    });
    const faq = { schema: faqItemSchema, invalidSeverity: 'warn' as const, messages: { saveFailed: 'x', missing: MESSAGES.errors.faqItemMissing } };
    expect(addItem([], { question: 'Soru?', answer: '   ' }, faq, full)).toMatchObject({
      ok: false,
      message: MESSAGES.validation.faqQuestionAnswerRequired,
    });
    expect(editItem([], { id: 3, order: 1, question: 'a', answer: 'b' }, faq)).toMatchObject({
      ok: false,
      severity: 'error',
      message: MESSAGES.errors.faqItemMissing,
    });
  });
});

describe('field errors and values', () => {
  it('names the offending field path from the type schema', () => {
    const data = { ...defaultComponentData('FAQ'), titleStyle: { ...defaultComponentData('FAQ').titleStyle, color: 'kırmızımsı' } };
    const errors = fieldErrors(componentDataSchemas.FAQ, data);
    expect(errorAt(errors, 'titleStyle')).toBeDefined();
    expect(errorAt(errors, 'answerStyle')).toBeUndefined();
    expect(fieldErrors(componentDataSchemas.FAQ, defaultComponentData('FAQ'))).toEqual({});
  });

  it('replaces a nested value copying only along the path', () => {
    const data = { a: { b: 1, c: 2 }, d: { e: 3 } };
    const next = withValueAt(data, 'a.b', 5);
    expect(next).toEqual({ a: { b: 5, c: 2 }, d: { e: 3 } });
    expect(next.d).toBe(data.d);
    expect(withValueAt(data, 'a.b', 1)).toBe(data);
  });
});

describe('visibility and notes', () => {
  const find = (config: { sections: readonly { fields: readonly unknown[] }[] }, key: string) =>
    config.sections.flatMap((s) => s.fields).find((field) => (field as { key?: string }).key === key) as {
      visible?: (d: unknown) => boolean;
      note?: (d: unknown) => string | undefined;
    };

  it('shows the FAQ title only while it is shown, and image positions only with an image', () => {
    const data = defaultComponentData('FAQ');
    expect(find(faqFields, 'title').visible?.({ ...data, showTitle: false })).toBe(false);
    expect(find(faqFields, 'imagePosition').visible?.(data)).toBe(false);
    expect(find(faqFields, 'imagePosition').visible?.({ ...data, image: { type: 'IMAGE', filePath: '/media/a.png', name: 'a' } })).toBe(true);
  });

  it('warns when a video autoplays with sound, which browsers block', () => {
    const data = defaultComponentData('VIDEO');
    const note = find(videoFields, 'autoplay').note;
    expect(note?.({ ...data, autoplay: true, muted: false })).toMatch(/sessizi de açın/);
    expect(note?.({ ...data, autoplay: true, muted: true })).toBeUndefined();
  });

  it('hides the close button colour when there is no close button', () => {
    const data = defaultComponentData('BANNER_COMPONENT');
    expect(find(fixedBannerFields, 'closeButtonColor').visible?.({ ...data, showCloseButton: false })).toBe(false);
  });
});

describe('field builders', () => {
  it('point a free-text or free-number control only at a free setting, never at a fixed list', () => {
    const f = fieldsFor<MarqueeSettings>();
    expect(f.text('name', 'İsim')).toMatchObject({ kind: 'text', key: 'name' });
    // @ts-expect-error -- direction is 'left' | 'right': a text box could write anything else
    f.text('direction', 'Yön');
    // @ts-expect-error -- scrollSpeed is one of the spec's speeds: a number box could write 55
    f.number('scrollSpeed', 'Hız', { min: 0, max: 400 });
    expect(f.select('direction', 'Yön', [{ value: 'left', label: 'Sola' }])).toMatchObject({ kind: 'select' });
  });
});

describe('row memo', () => {
  const footer = defaultComponentData('FOOTER');
  const countField = (footerFields.sections[0]!.fields as readonly FieldConfig<never>[]).find((field) => field.kind === 'custom');
  const sink = { set: () => undefined, commit: () => undefined, update: () => undefined };
  const props = (value: unknown): FieldRowProps => ({ field: countField!, value, idPrefix: 'f', sink });

  it("skips a custom control's re-render when only a setting it does not read changed", () => {
    expect(countField?.kind).toBe('custom');
    expect(sameRowProps(props(footer), props({ ...footer, name: 'Yeni ad', footerText: 'x' }))).toBe(true);
  });

  it('re-renders it when a setting it reads changed', () => {
    expect(sameRowProps(props(footer), props({ ...footer, columnCount: 2 }))).toBe(false);
    expect(sameRowProps(props(footer), props({ ...footer, columns: [...footer.columns] }))).toBe(false);
  });

  it('compares any other field by its own value', () => {
    const name = { ...props('a'), field: fieldsFor<{ name: string }>().text('name', 'Ad') as FieldConfig<never> };
    expect(sameRowProps(name, { ...name })).toBe(true);
    expect(sameRowProps(name, { ...name, value: 'b' })).toBe(false);
    expect(sameRowProps(name, { ...name, error: 'Hata' })).toBe(false);
  });
});

describe('presets of a choice', () => {
  it('name the settings beside it, under the same prefix as its own key', () => {
    const settings = fieldsFor<{ on: boolean; colour: string | null }, { settings: { on: boolean; colour: string | null } }>('settings.');
    const field = settings.switch('on', 'Açık', { also: (on) => ({ colour: on ? '#000' : null }) });
    expect(field.kind === 'switch' && field.key).toBe('settings.on');
    expect(field.kind === 'switch' && field.also?.(false)).toEqual({ 'settings.colour': null });
  });
});
