export * from './permissions';
export * from './roles';
export * from './can';
export * from './admin-pages';
export * from './display-name';
export * from './password-policy';
export * from './notification-audience';
export * from './product-content-access';
