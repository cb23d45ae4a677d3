export * from './limits';
export * from './security-headers';
export * from './origin-verify';
export * from './viewer-address';
