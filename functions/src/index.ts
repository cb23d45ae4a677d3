export * from './lambda-bundling';
export * from './lambda-environment';
