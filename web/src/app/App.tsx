import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@shop/shared';
import { AppearanceSync } from '../session/appearance/AppearanceSync';
import { AuthProvider } from '../session/auth/AuthProvider';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './AppRoutes';

// A data router (one splat route around the app's own <Routes>) so that pages can block
// navigation, e.g. the theme builder with unsaved changes (useBlocker needs one).
const routerFor = (config: RuntimeConfig) =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <AppearanceSync />
          <AuthProvider authFlowType={config.authFlowType}>
            <AppRoutes />
            <ToastHost />
          </AuthProvider>
        </>
      ),
    },
  ]);

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => routerFor(config));
  return <RouterProvider router={router} />;
}
