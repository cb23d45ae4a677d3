export * from './popup-rules';
export * from './tabs';
export * from './preview-messages';
