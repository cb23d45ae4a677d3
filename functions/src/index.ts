export * from './lambda-bundling';
export * from './lambda-environment';
export * from './aws/signature-v4';
