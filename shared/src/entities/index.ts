export * from './product';
export * from './member';
export * from './order';
