export * from './repositories/table-definition';
export * from './lambda-bundling';
export * from './lambda-environment';
