export * from './icon-catalogue';
export * from './icon-search';
