export * from './slugify';
export * from './search-tokens';
export * from './normalize-name';
export * from './chat-links';
