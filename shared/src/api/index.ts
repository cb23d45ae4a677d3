export * from './route-table';
export * from './errors';
export * from './realtime-routes';
