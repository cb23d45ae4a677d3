import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../src/domain/domain-error';

const refusal = vi.hoisted(() => ({ type: '' }));
vi.mock('../../src/cognito/shopper-pool', async (original) => {
  const actual = await original<typeof import('../../src/cognito/shopper-pool')>();
  return {
    ...actual,
    signUpShopper: () => Promise.reject(new actual.SignUpRefused(refusal.type)),
  };
});
const { signUp, SIGN_UP_MESSAGES } = await import('../../src/domain/account/sign-up');

const form = { email: 'ayse@example.com', password: 'Alisveris123', name: 'Ayşe', surname: 'Kaya' };
const refusedWith = async (type: string): Promise<DomainError> => {
  refusal.type = type;
  const error: unknown = await signUp(form).catch((e: unknown) => e);
  if (!(error instanceof DomainError)) throw new Error(`not a domain refusal: ${String(error)}`);
  return error;
};

describe('what a shopper is told when Cognito refuses a sign-up', () => {
  beforeEach(() => {
    refusal.type = '';
  });

  it.each([
    ['UsernameExistsException', 'conflict', SIGN_UP_MESSAGES.exists, undefined],
    ['InvalidPasswordException', 'invalid', SIGN_UP_MESSAGES.weakPassword, 'password'],
    ['CodeDeliveryFailureException', 'invalid', SIGN_UP_MESSAGES.codeNotSent, 'email'],
    ['TooManyRequestsException', 'unavailable', SIGN_UP_MESSAGES.busy, undefined],
    ['LimitExceededException', 'unavailable', SIGN_UP_MESSAGES.busy, undefined],
    ['InvalidParameterException', 'invalid', SIGN_UP_MESSAGES.invalid, undefined],
  ])('%s: %s', async (type, kind, message, field) => {
    const error = await refusedWith(type);
    expect({ kind: error.kind, message: error.message, field: error.field }).toEqual({ kind, message, field });
  });
});
