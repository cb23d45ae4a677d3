/** The signed-in admin as the app sees them. */
export interface AuthUser {
  email: string;
  givenName?: string | undefined;
  familyName?: string | undefined;
  /** Cognito groups = role names; unknown ones are kept and ignored by the permission checks. */
  groups: string[];
  /** The user's image (Cognito's standard `picture`), an http(s) address; the account menu shows it instead of initials. */
  picture?: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
/** Only a web address becomes an <img src>: a javascript: or data: value from an attribute is dropped. */
const imageUrl = (value: unknown): string | undefined => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

/**
 * Builds the user from the ID token payload and the user attributes. Attributes win over
 * token claims because they are fresh, while the token holds what was true at sign-in.
 */
export const toAuthUser = (
  idTokenPayload: Readonly<Record<string, unknown>> | undefined,
  attributes: Readonly<Partial<Record<string, string>>> = {},
): AuthUser => {
  const claims = idTokenPayload ?? {};
  const rawGroups = claims['cognito:groups'];
  return {
    email: text(attributes.email) ?? text(claims.email) ?? '',
    givenName: text(attributes.given_name) ?? text(claims.given_name),
    familyName: text(attributes.family_name) ?? text(claims.family_name),
    groups: Array.isArray(rawGroups) ? rawGroups.filter((g): g is string => typeof g === 'string') : [],
    picture: imageUrl(attributes.picture) ?? imageUrl(claims.picture),
  };
};
