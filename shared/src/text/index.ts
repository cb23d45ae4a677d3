export * from './slugify';
export * from './search-tokens';
