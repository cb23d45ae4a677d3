export * from './auth';
export * from './api';
export * from './schemas';
export * from './entities';
export * from './text';
export * from './constants';
export * from './messages';
export * from './runtime-config';
