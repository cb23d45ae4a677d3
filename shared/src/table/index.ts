export * from './table-keys';
export * from './item-keys';
export * from './return-keys';
export * from './cart-keys';
export * from './plugin-keys';
