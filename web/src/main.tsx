import './zod-config';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import { getPreferredScheme } from './session/appearance/appearance-store';
import { schemeForPath } from './session/appearance/color-scheme';
import { applyThemeStylesheet } from './session/appearance/theme-stylesheet';
import { setApiTokenSource } from './api/api-token';
import { App } from './app/App';
import { amplifyConfigFor } from './session/auth/amplify-config';
import { getApiToken } from './session/auth/amplify-session';
import { ConfigErrorPage } from './config/ConfigErrorPage';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { setPrimeLocaleTurkish } from './ui/prime-locale';

setPrimeLocaleTurkish();
// Before the first render, so a dark-mode admin never sees the light theme flash.
applyThemeStylesheet(schemeForPath(window.location.pathname, getPreferredScheme()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  const config = await loadRuntimeConfig();
  Amplify.configure(amplifyConfigFor(config));
  setRuntimeConfig(config);
  setApiTokenSource(getApiToken);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
} catch (error) {
  console.error('Could not start the app', error);
  root.render(<ConfigErrorPage />);
}
