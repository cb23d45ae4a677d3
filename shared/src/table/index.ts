export * from './table-keys';
