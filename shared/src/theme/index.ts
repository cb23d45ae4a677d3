export * from './popup-rules';
export * from './tabs';
export * from './preview-messages';
export * from './component-defaults';
export * from './shadows';
export * from './theme-type';
export * from './footer-text';
export * from './component-scope';
