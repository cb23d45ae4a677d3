export { BuilderProvider, type BuilderProviderProps } from './BuilderProvider';
export { BuilderActorContext } from './builder-actor-context';
export * from './hooks';
