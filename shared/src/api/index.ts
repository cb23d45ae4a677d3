export * from './route-table';
export * from './errors';
