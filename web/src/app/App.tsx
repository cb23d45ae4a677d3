import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@shop/shared';
import { AuthProvider } from '../auth/AuthProvider';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './AppRoutes';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AuthProvider authFlowType={config.authFlowType}>
        <AppRoutes />
        <ToastHost />
      </AuthProvider>
    </BrowserRouter>
  );
}
