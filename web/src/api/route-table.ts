/**
 * The route table, for the API client to load on demand: its response schemas (every entity's)
 * are most of the shared code, and the shell paints without them, so they stay out of the first load.
 */
export { API_ROUTES } from '@shop/shared';
