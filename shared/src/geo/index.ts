export * from './tr-provinces';
