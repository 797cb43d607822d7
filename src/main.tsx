// The browser entry: fonts and theme first, then the app with its real effects.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppLogic } from './app/logic.ts';
import { App } from './views/app/App.tsx';
import { followSystemColorScheme } from './views/theme/color-scheme.ts';

followSystemColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');

createRoot(root).render(
  <StrictMode>
    <App logic={createAppLogic()} />
  </StrictMode>,
);
