export const HOME_PATH = '/admin/dashboard';
export const LOGIN_PATH = '/login';

/** What the guard leaves in the router state when it sends someone to /login. */
export interface LoginRedirectState {
  from: string;
}

export const loginRedirectState = (location: { pathname: string; search: string; hash: string }): LoginRedirectState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

/** Where to go after sign-in: back to the admin page the user came from, never anywhere else. */
export const afterSignInPath = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && /^\/admin(\/|$)/.test(from) ? from : HOME_PATH;
};
