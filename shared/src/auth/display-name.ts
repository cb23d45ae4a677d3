export const ANONYMOUS_USER = 'Anonim Kullanıcı';

/** Given name + family name, else e-mail, else 'Anonim Kullanıcı' (platform spec §6). */
export const displayName = (user: { givenName?: string | undefined; familyName?: string | undefined; email?: string | undefined }): string => {
  const full = [user.givenName, user.familyName].map((s) => s?.trim()).filter(Boolean).join(' ');
  return full || user.email?.trim() || ANONYMOUS_USER;
};
