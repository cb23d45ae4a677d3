// Entry of a local Lambda container (a worker thread): TypeScript through tsx, then the container loop.
import { register } from 'tsx/esm/api';

register();
await import('./lambda-container.ts');
