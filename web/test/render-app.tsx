import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../src/app/AppRoutes';
import { AuthProvider } from '../src/session/auth/AuthProvider';
import type { AuthUser } from '../src/session/auth/auth-user';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole app at a path, as main.tsx mounts it but with an in-memory router. */
export const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider authFlowType="USER_PASSWORD_AUTH">
        <AppRoutes />
        <LocationProbe />
      </AuthProvider>
    </MemoryRouter>,
  );

export const adminUser = (groups: string[], overrides: Partial<AuthUser> = {}): AuthUser => ({
  email: 'ayse@example.com',
  givenName: 'Ayşe',
  familyName: 'Yılmaz',
  groups,
  ...overrides,
});

export const cognitoError = (name: string, message = name): Error => Object.assign(new Error(message), { name });
