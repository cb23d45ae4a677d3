import type { Member } from '@shop/shared';
import { CognitoTokenRefused, deleteUserOfToken, subOfAccessToken } from '../../cognito/shopper-pool';
import { anonymiseMember, getStoredAccount } from '../../repositories/shopper-account-repository';
import { invalid } from '../domain-error';

/** What is left of a deleted member: nothing that names them (e-mail on a reserved domain, never deliverable). */
export const anonymousMember = (member: Member): Member => ({
  id: member.id,
  name: 'Silinmiş',
  surname: 'Üye',
  email: `silinmis-${member.id.slice(0, 8)}@uye.invalid`,
  createdAt: member.createdAt,
});

/**
 * Deletes a shopper's account: the access token must be of the same shopper (Cognito reads it);
 * the member is anonymised first and the Cognito user deleted after, so a failure between the two
 * leaves a sign-in that can simply try again (anonymising twice changes nothing). Orders stay,
 * with the name and address they were placed with: the law keeps them for 10 years.
 */
export const deleteAccount = async (sub: string, accessToken: string): Promise<void> => {
  const owner = await subOfAccessToken(accessToken).catch((error: unknown) => {
    if (error instanceof CognitoTokenRefused) return undefined;
    throw error;
  });
  if (owner !== sub) throw invalid('accessToken bu hesabın oturumuna ait değil; çıkış yapıp tekrar giriş yapın.', 'accessToken');
  const stored = await getStoredAccount(sub);
  if (stored) await anonymiseMember(anonymousMember(stored.member));
  await deleteUserOfToken(accessToken);
};
