import { describe, expect, it } from 'vitest';
import { amplifyConfigFor } from '../../../src/session/auth/amplify-config';
import { toAuthUser } from '../../../src/session/auth/auth-user';
import { validateLogin } from '../../../src/session/auth/login-form';
import { afterSignInPath, loginRedirectState } from '../../../src/session/auth/redirect';
import { signInErrorMessage } from '../../../src/session/auth/sign-in-error';
import { cognitoError } from '../../render-app';

describe('toAuthUser', () => {
  it('takes the groups from the ID token and prefers fresh attributes', () => {
    const user = toAuthUser(
      { 'cognito:groups': ['THEME_MANAGER', 7], email: 'eski@example.com', given_name: 'Eski' },
      { email: 'yeni@example.com', given_name: 'Ayşe', family_name: ' Yılmaz ' },
    );
    expect(user).toEqual({ email: 'yeni@example.com', givenName: 'Ayşe', familyName: 'Yılmaz', groups: ['THEME_MANAGER'] });
  });

  it('takes the user image from the attributes or the token, web addresses only (issue 31)', () => {
    expect(toAuthUser({ picture: 'https://cdn.example.com/eski.png' }, { picture: 'https://cdn.example.com/ayse.png' }).picture).toBe(
      'https://cdn.example.com/ayse.png',
    );
    expect(toAuthUser({ picture: 'https://cdn.example.com/eski.png' }).picture).toBe('https://cdn.example.com/eski.png');
    expect(toAuthUser({ picture: 'javascript:alert(1)' }).picture).toBeUndefined();
  });

  it('falls back to the token claims and to no groups', () => {
    expect(toAuthUser({ email: 'a@example.com' })).toEqual({ email: 'a@example.com', givenName: undefined, familyName: undefined, groups: [] });
  });
});

describe('login form', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'E-posta gereklidir.', password: 'Şifre gereklidir.' });
    expect(validateLogin({ email: 'a@example.com', password: ' ' })).toEqual({});
  });

  it('maps Cognito errors to the catalogue texts', () => {
    expect(signInErrorMessage(cognitoError('NotAuthorizedException'))).toBe('E-posta veya şifre hatalı.');
    expect(signInErrorMessage(cognitoError('UserNotFoundException'))).toBe('E-posta veya şifre hatalı.');
    expect(signInErrorMessage(cognitoError('InvalidPasswordException'))).toBe('E-posta veya şifre hatalı.');
    expect(signInErrorMessage(cognitoError('LimitExceededException'))).toBe('Giriş yapılamadı. Lütfen tekrar deneyin.');
    expect(signInErrorMessage('boom')).toBe('Giriş yapılamadı. Lütfen tekrar deneyin.');
  });
});

describe('redirect after sign-in', () => {
  it('returns to the admin page the user came from', () => {
    const state = loginRedirectState({ pathname: '/admin/order/list', search: '?page=2', hash: '' });
    expect(afterSignInPath(state)).toBe('/admin/order/list?page=2');
  });

  it('goes to the dashboard otherwise, never off the admin area', () => {
    expect(afterSignInPath(undefined)).toBe('/admin/dashboard');
    expect(afterSignInPath({ from: 'https://evil.example.com/admin' })).toBe('/admin/dashboard');
    expect(afterSignInPath({ from: '//evil.example.com' })).toBe('/admin/dashboard');
    expect(afterSignInPath({ from: '/administrator' })).toBe('/admin/dashboard');
  });
});

describe('amplifyConfigFor', () => {
  const base = {
    region: 'eu-central-1',
    apiUrl: '/',
    webSocketUrl: 'wss://ws.example.com',
    userPoolId: 'eu-central-1_abc',
    userPoolClientId: 'client',
    authFlowType: 'USER_SRP_AUTH' as const,
    shopperPoolId: 'eu-central-1_shop',
    shopperPoolClientId: 'storefront',
  };

  it('signs in with e-mail against the pool', () => {
    expect(amplifyConfigFor(base)).toEqual({
      Auth: { Cognito: { userPoolId: 'eu-central-1_abc', userPoolClientId: 'client', loginWith: { email: true } } },
    });
  });

  it('points at the local Cognito stand-in only when an endpoint is set', () => {
    const config = amplifyConfigFor({ ...base, userPoolEndpoint: 'http://localhost:9229' });
    expect(config.Auth?.Cognito).toMatchObject({ userPoolEndpoint: 'http://localhost:9229' });
  });
});
