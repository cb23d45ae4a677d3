import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  LINK_TYPES,
  MEDIA_TYPES,
  cssColor,
  hslColorSchema,
  idSchema,
  isoDateTime,
  linkSchema,
  marginChoice,
  marginInSteps,
  mediaSchema,
  object,
  requiredLinkSchema,
  requiredText,
  shortText,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('link object', () => {
  it('has the four link types', () => {
    expect(LINK_TYPES).toEqual(['page', 'product', 'category', 'custom']);
  });

  it('defaults every field', () => {
    expect(linkSchema.parse({})).toEqual({ type: 'custom', title: '', target: '', newTab: false });
    expectStable(linkSchema, { type: 'page', title: 'Hakkımızda', target: '/hakkimizda', newTab: true });
  });

  it('rejects an unknown type and an oversized target, naming the field', () => {
    expect(issueAt(linkSchema, { type: 'mail' }, 'type').message).toBe('type şu değerlerden biri olmalıdır: page, product, category, custom.');
    expect(issueAt(linkSchema, { target: 'x'.repeat(2049) }, 'target').message).toBe('target en fazla 2048 karakter olabilir.');
  });

  it('a required link uses the given message when missing or empty', () => {
    const schema = object({ url: requiredLinkSchema('URL gereklidir.') });
    expect(issueAt(schema, {}, 'url').message).toBe('URL gereklidir.');
    expect(issueAt(schema, { url: { title: 'x' } }, 'url').message).toBe('URL gereklidir.');
    expect(schema.parse({ url: { target: 'https://x.com' } }).url.target).toBe('https://x.com');
  });
});

describe('media object', () => {
  it('has IMAGE and VIDEO', () => {
    expect(MEDIA_TYPES).toEqual(['IMAGE', 'VIDEO']);
  });

  it('needs a file path and defaults the rest', () => {
    expect(mediaSchema.parse({ filePath: '/a.png' })).toEqual({ type: 'IMAGE', filePath: '/a.png', name: '' });
    expectStable(mediaSchema, { id: 7, type: 'VIDEO', filePath: '/v.mp4', name: 'Tanıtım' });
    expect(issueAt(mediaSchema, {}, 'filePath').message).toBe('filePath gereklidir.');
    expect(issueAt(mediaSchema, { filePath: '/a', type: 'AUDIO' }, 'type').message).toContain('type');
  });
});

describe('HSL colour', () => {
  it('accepts hue 0-360, saturation and lightness 0-100', () => {
    expectStable(hslColorSchema, { h: 220, s: 100, l: 50 });
    expect(issueAt(hslColorSchema, { h: 361, s: 0, l: 0 }, 'h').message).toBe('h en fazla 360 olabilir.');
    expect(issueAt(hslColorSchema, { h: 0, s: -1, l: 0 }, 's').message).toBe('s en az 0 olmalıdır.');
    expect(issueAt(hslColorSchema, { h: 0, s: 0 }, 'l').message).toBe('l gereklidir.');
  });
});

describe('leaf helpers', () => {
  it('css colours: hex, rgb(a), hsl(a), transparent', () => {
    for (const value of ['#fff', '#ef4444', '#ef4444cc', 'rgba(0,0,0,0.4)', 'rgb(0 0 0 / 0.5)', 'hsl(220 100% 50%)', 'transparent']) {
      expect(cssColor().safeParse(value).success, value).toBe(true);
    }
    for (const value of ['red;', 'url(x)', '#12', '']) {
      expect(cssColor().safeParse(value).success, value).toBe(false);
    }
  });

  it('ids are whole numbers or non-empty strings', () => {
    expect(idSchema.parse(-12)).toBe(-12);
    expect(idSchema.parse('abc')).toBe('abc');
    expect(idSchema.safeParse('').success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });

  it('dates are ISO date-times; a Date becomes its ISO text', () => {
    expect(isoDateTime().parse(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(isoDateTime().parse('2024-05-01T10:00:00+03:00')).toBe('2024-05-01T10:00:00+03:00');
    expect(isoDateTime().safeParse('yarın').success).toBe(false);
  });

  it('messages name the full path of nested fields', () => {
    const schema = object({ outer: object({ items: z.array(object({ name: shortText() })) }) });
    expect(issueAt(schema, { outer: { items: [{ name: 'x'.repeat(201) }] } }, 'outer.items.0.name').message).toBe(
      'outer.items.0.name en fazla 200 karakter olabilir.',
    );
    expect(issueAt(schema, { outer: { items: [{ name: 5 }] } }, 'outer.items.0.name').message).toBe('outer.items.0.name için metin bekleniyor.');
  });

  it('a required text keeps the spec message for empty input and the field message for long input', () => {
    const schema = object({ name: requiredText('İsim gereklidir') });
    expect(issueAt(schema, { name: '' }, 'name').message).toBe('İsim gereklidir');
    expect(issueAt(schema, {}, 'name').message).toBe('İsim gereklidir');
    expect(issueAt(schema, { name: 'x'.repeat(201) }, 'name').message).toBe('name en fazla 200 karakter olabilir.');
  });

  it('margins: choices and steps', () => {
    const schema = object({ a: marginChoice([0, 10, 20] as const), b: marginInSteps({ min: 0, max: 128, step: 4 }) });
    expect(schema.parse({})).toEqual({ a: 0, b: 0 });
    expect(issueAt(schema, { a: 15 }, 'a').message).toBe('a şu değerlerden biri olmalıdır: 0, 10, 20.');
    expect(issueAt(schema, { b: 6 }, 'b').message).toBe('b 4 değerinin katı olmalıdır.');
    expect(issueAt(schema, { b: 132 }, 'b').message).toBe('b en fazla 128 olabilir.');
  });
});
