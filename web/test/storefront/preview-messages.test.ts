import { describe, expect, it } from 'vitest';
import { PREVIEW_QUERY_PARAM } from '@shop/shared';
import { previewMessageFrom } from '../../src/storefront/preview/preview-messages';
import { PREVIEW_PARAM } from '../../src/storefront/StorefrontApp';

const parent = {};
const self = { origin: 'https://shop.example', parent };
const scroll = { type: 'SCROLL_TO_COMPONENT', componentId: 'a' };

describe('preview messages from the builder', () => {
  it('uses the shared query parameter', () => {
    expect(PREVIEW_PARAM).toBe(PREVIEW_QUERY_PARAM);
  });

  it('accepts one of the three messages from our origin and our parent frame', () => {
    expect(previewMessageFrom({ origin: self.origin, source: parent, data: scroll }, self)).toEqual(scroll);
  });

  it('rejects another origin, another window, and anything that is not a preview message', () => {
    expect(previewMessageFrom({ origin: 'https://evil.example', source: parent, data: scroll }, self)).toBeUndefined();
    expect(previewMessageFrom({ origin: self.origin, source: {}, data: scroll }, self)).toBeUndefined();
    expect(previewMessageFrom({ origin: self.origin, source: parent, data: { type: 'DELETE_EVERYTHING' } }, self)).toBeUndefined();
    expect(previewMessageFrom({ origin: self.origin, source: parent, data: 'UPDATE_THEME' }, self)).toBeUndefined();
  });

  it('gives broken settings in an update their defaults instead of dropping the message', () => {
    const message = previewMessageFrom(
      {
        origin: self.origin,
        source: parent,
        data: {
          type: 'UPDATE_THEME',
          upserts: [{ id: 'f', componentType: 'FAQ', name: 'SSS', order: 0, componentData: { title: 42, backgroundColor: 'javascript:x' } }],
        },
      },
      self,
    );
    expect(message?.type).toBe('UPDATE_THEME');
    if (message?.type !== 'UPDATE_THEME') return;
    expect(message.upserts[0]?.componentData).toMatchObject({ title: 'Sıkça Sorulan Sorular', backgroundColor: '#ffffff' });
  });
});
