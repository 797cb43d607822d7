// The browser entry: fonts and theme first, then the app with its real effects.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createAppLogic } from './app/logic.ts';
import { createServices } from './app/services.ts';
import { createHttpClient } from './services/client.ts';
import { createTokenStorage } from './services/token-storage.ts';
import { App } from './views/app/App.tsx';
import { followSystemColorScheme } from './views/theme/color-scheme.ts';

followSystemColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');

const storage = createTokenStorage(localStorage);
const logic = createAppLogic({
  services: createServices(
    createHttpClient({ tokens: storage, baseURL: import.meta.env.VITE_API_URL ?? '' }),
  ),
  navigate,
  path: window.location.pathname,
  storage,
});

createRoot(root).render(
  <StrictMode>
    <App logic={logic} />
  </StrictMode>,
);
