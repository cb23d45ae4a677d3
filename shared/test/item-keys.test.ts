import { describe, expect, it } from 'vitest';
import {
  adminKey,
  brandKey,
  cargoSettingsKey,
  categoryKey,
  categoryProductList,
  connectionKey,
  cursorRoomList,
  memberKey,
  notificationKey,
  notificationList,
  ORDER_KEY,
  orderKey,
  productCategoryKey,
  productKey,
  readyMediaListOfType,
  SEARCH_ENTITY,
  searchTokenKey,
  searchWordPartition,
  themeComponentKey,
  themeConfigKey,
  themePointerKey,
  themeVersionKey,
} from '../src/table';

// Stored data is found only under the keys it was written with: a changed string here orphans it.
describe('item keys as stored', () => {
  it('keep the catalogue and the orders where they are', () => {
    expect(productKey('42')).toEqual({ pk: 'PRODUCT#42', sk: 'PRODUCT' });
    expect(productCategoryKey('42', '7')).toEqual({ pk: 'PRODUCT#42', sk: 'CATEGORY#7' });
    expect(categoryProductList('7')).toBe('CATEGORY_PRODUCTS#7');
    expect(categoryKey('7')).toEqual({ pk: 'CATEGORY', sk: 'CATEGORY#7' });
    expect(brandKey('b1')).toEqual({ pk: 'BRAND', sk: 'BRAND#b1' });
    expect(memberKey('16')).toEqual({ pk: 'MEMBER#16', sk: 'MEMBER' });
    expect(orderKey('1001')).toEqual({ pk: 'ORDER#1001', sk: 'ORDER' });
    expect(ORDER_KEY).toEqual({ prefix: 'ORDER#', sortKey: 'ORDER' });
    expect(readyMediaListOfType('IMAGE')).toBe('MEDIA#READY#IMAGE');
  });

  it('keep saved theme versions readable', () => {
    expect(themePointerKey('HOME')).toEqual({ pk: 'THEME#HOME', sk: 'POINTER' });
    expect(themeVersionKey('HOME', 12)).toEqual({ pk: 'THEME#HOME', sk: 'VERSION#0000000012' });
    expect(themeComponentKey('TOP', 'v-1', 1)).toEqual({ pk: 'THEME#TOP#V#v-1', sk: 'C#0001' });
    expect(themeConfigKey()).toEqual({ pk: 'SETTINGS', sk: 'THEME_CONFIG' });
    expect(cargoSettingsKey()).toEqual({ pk: 'SETTINGS', sk: 'CARGO_SETTINGS' });
  });

  it('keep search words, notifications and realtime items where they are', () => {
    expect(searchTokenKey(SEARCH_ENTITY.member, '7', 'irem')).toEqual({ pk: 'SEARCH#MEMBER#7', sk: 'TOKEN#irem' });
    expect(searchWordPartition(SEARCH_ENTITY.product, 'ka')).toBe('SEARCH#PRODUCT#ka');
    expect(notificationKey('sub-1', 'n-1')).toEqual({ pk: 'USER#sub-1', sk: 'NOTIFICATION#n-1' });
    expect(notificationList('sub-1')).toBe('USER#sub-1#NOTIFICATIONS');
    expect(adminKey('sub-1')).toEqual({ pk: 'ADMIN#sub-1', sk: 'ADMIN' });
    expect(connectionKey('c-1')).toEqual({ pk: 'CONNECTION#c-1', sk: 'CONNECTION' });
    expect(cursorRoomList('h')).toBe('CURSORS#h');
  });
});

// Issue 29: Form Oluşturucu's keys (a separate import: the list above is other areas').
describe('form keys as stored', () => {
  it('keep forms, their submissions and pending uploads where they are', async () => {
    const { FORM_LIST, formKey, formSubmissionKey, formUploadKey } = await import('../src/table');
    expect(FORM_LIST).toBe('FORMS');
    expect(formKey('iletisim')).toEqual({ pk: 'FORM#iletisim', sk: 'FORM' });
    expect(formSubmissionKey('iletisim', 'abc')).toEqual({ pk: 'FORM#iletisim', sk: 'SUBMISSION#abc' });
    expect(formUploadKey('u1')).toEqual({ pk: 'FORM_UPLOAD#u1', sk: 'UPLOAD' });
  });
});
