export * from './popup-rules';
export * from './tabs';
