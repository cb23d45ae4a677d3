export * from './table-keys';
export * from './item-keys';
export * from './return-keys';
export * from './cart-keys';
export * from './form-keys';
export * from './statistics-keys';
export * from './content-page-keys';
export * from './plugin-keys';
