export * from './slugify';
