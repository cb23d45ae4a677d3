import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import { App } from './app/App';
import { amplifyConfigFor } from './auth/amplify-config';
import { ConfigErrorPage } from './config/ConfigErrorPage';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { setPrimeLocaleTurkish } from './ui/prime-locale';

setPrimeLocaleTurkish();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  const config = await loadRuntimeConfig();
  Amplify.configure(amplifyConfigFor(config));
  setRuntimeConfig(config);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
} catch (error) {
  console.error('Could not start the app', error);
  root.render(<ConfigErrorPage />);
}
