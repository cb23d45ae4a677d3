export * from './builder-context';
export * from './builder-events';
export * from './builder-machine';
export * from './selectors';
export { SaveThemeError, type SaveFailure } from './save-error';
export { componentsOf, type PersistedTheme, type ServerTheme, type SaveThemeInput, type PersistRequest } from './theme-snapshot';
export type { OutgoingPreviewMessage } from './preview-sync';
