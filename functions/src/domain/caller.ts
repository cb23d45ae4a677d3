/** Who asks: the signed-in admin the gateway verified. Domain code records them on what they write. */
export interface Caller {
  readonly sub: string;
  readonly groups: readonly string[];
  readonly email?: string | undefined;
  /** Given + family name, else e-mail, else 'Anonim Kullanıcı'. */
  readonly name: string;
}
