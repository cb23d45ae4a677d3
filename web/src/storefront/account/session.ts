import { CognitoError, refresh, signIn, type ShopperPoolConfig, type Tokens } from './cognito';

/**
 * The shopper's sign-in: the ID and access tokens in memory only (a script injected into the page
 * could read storage, and they are what the API takes), the refresh token in localStorage so a
 * reload or a new tab stays signed in (docs/decisions.md). Signing out forgets both.
 */
const REFRESH_KEY = 'shop.shopper.refresh';

let tokens: Tokens | undefined;

const expiresAt = (jwt: string): number => {
  try {
    const payload = JSON.parse(atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
};

const keep = (next: Tokens) => {
  tokens = next;
  if (next.refreshToken) localStorage.setItem(REFRESH_KEY, next.refreshToken);
};

export const signInWithPassword = async (config: ShopperPoolConfig, email: string, password: string): Promise<void> =>
  keep(await signIn(config, email, password));

/** Valid tokens, refreshed a minute before they expire; undefined when signed out (or the refresh token was refused). */
export const currentTokens = async (config: ShopperPoolConfig): Promise<Tokens | undefined> => {
  if (tokens && expiresAt(tokens.idToken) - 60_000 > Date.now()) return tokens;
  const stored = localStorage.getItem(REFRESH_KEY);
  if (!stored) return undefined;
  try {
    keep({ ...(await refresh(config, stored)), refreshToken: stored });
    return tokens;
  } catch (error) {
    if (error instanceof CognitoError) signOut();
    return undefined;
  }
};

export const signOut = () => {
  tokens = undefined;
  localStorage.removeItem(REFRESH_KEY);
};

/**
 * The signed-in shopper's ID token for a page outside Hesabım (checkout), without loading the pool's
 * settings when nobody ever signed in on this browser.
 */
export const signedInIdToken = async (config: () => Promise<ShopperPoolConfig>): Promise<string | undefined> => {
  if (!tokens && !localStorage.getItem(REFRESH_KEY)) return undefined;
  return (await currentTokens(await config()))?.idToken;
};
