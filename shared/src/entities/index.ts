export * from './product';
export * from './member';
export * from './order';
export * from './brand';
export * from './category';
export * from './category-path';
export * from './newsletter-subscriber';
export * from './campaign-code';
