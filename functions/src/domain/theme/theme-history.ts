/** How many versions of each tab are kept for history and restore. */
export const THEME_HISTORY_LIMIT = 20;
