import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@shop/shared';
import { AppearanceSync } from '../appearance/AppearanceSync';
import { AuthProvider } from '../auth/AuthProvider';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './AppRoutes';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AppearanceSync />
      <AuthProvider authFlowType={config.authFlowType}>
        <AppRoutes />
        <ToastHost />
      </AuthProvider>
    </BrowserRouter>
  );
}
