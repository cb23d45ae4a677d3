export * from './table-keys';
export * from './item-keys';
