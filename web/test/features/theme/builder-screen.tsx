import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '../../../src/session/auth/auth-context';
import { BuilderScreen } from '../../../src/features/theme/ThemeBuilderPage';
import { BuilderProvider, type BuilderProviderProps } from '../../../src/features/theme/state';
import { ComponentScopeContext, FULL_SCOPE } from '../../../src/features/theme/scope/scope-context';
import type { ComponentScope } from '@shop/shared';
import { TourContext, type TourContextValue } from '../../../src/shell/tour/tour-context';
import { initialTourState } from '../../../src/shell/tour/tour-state';
import { ToastHost } from '../../../src/ui/toast';
import { signedInAuth } from '../../shell/signed-in';

const USER = { email: 'deniz@example.com', givenName: 'Deniz', familyName: 'Aydın', groups: ['THEME_MANAGER'] };

/** The tour idle: the builder renders as an admin who finished it sees it. */
const IDLE_TOUR: TourContextValue = {
  state: initialTourState,
  start: () => undefined,
  next: () => undefined,
  previous: () => undefined,
  close: () => undefined,
};

/**
 * The builder page as /admin/theme shows it to a signed-in THEME_MANAGER, on `logic` (the machine with fake actors); `children` go inside the builder.
 * `scope` is what the page derives from the admin's roles (componentScope): everything unless a test gives a narrower one.
 */
export const renderBuilderScreen = (logic: NonNullable<BuilderProviderProps['logic']>, children?: ReactNode, scope: ComponentScope = FULL_SCOPE) =>
  render(
    <AuthContext.Provider value={signedInAuth(USER)}>
      <MemoryRouter initialEntries={['/admin/theme']}>
        <TourContext.Provider value={IDLE_TOUR}>
          <ComponentScopeContext.Provider value={scope}>
            <BuilderProvider userEmail={USER.email} logic={logic}>
              <BuilderScreen />
              {children}
            </BuilderProvider>
          </ComponentScopeContext.Provider>
          <ToastHost />
        </TourContext.Provider>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
