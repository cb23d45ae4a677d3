type TokenSource = () => Promise<string | undefined>;

/** No session until the app says where tokens come from: calls then go out without one. */
let source: TokenSource = () => Promise.resolve(undefined);

/**
 * Set once at start-up (main.tsx) to the auth feature's token getter, so the API layer, which
 * every feature imports, imports no feature itself.
 */
export const setApiTokenSource = (next: TokenSource): void => {
  source = next;
};

/** The token the next API call carries, or undefined when signed out. */
export const apiToken: TokenSource = () => source();
