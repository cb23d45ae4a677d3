export * from './route-table';
export * from './errors';
export * from './realtime-routes';
export * from './route-schemas';
export * from './answers';
export * from './requests';
export * from './page-query';
export * from './return-routes';
