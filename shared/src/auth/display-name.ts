import { hasVisibleText } from '../schemas/common';

export const ANONYMOUS_USER = 'Anonim Kullanıcı';

/** Given name + family name, else e-mail, else 'Anonim Kullanıcı' (platform spec §6); blank or invisible-only parts count as missing. */
export const displayName = (user: { givenName?: string | undefined; familyName?: string | undefined; email?: string | undefined }): string => {
  const visible = (s: string | undefined) => (s !== undefined && hasVisibleText(s) ? s.trim() : undefined);
  const full = [user.givenName, user.familyName].map(visible).filter(Boolean).join(' ');
  if (full !== '') return full;
  return visible(user.email) ?? ANONYMOUS_USER;
};
