export * from './repositories/table-definition';
