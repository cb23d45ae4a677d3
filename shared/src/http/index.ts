export * from './limits';
export * from './security-headers';
