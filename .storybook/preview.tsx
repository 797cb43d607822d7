// Every story gets the app's font and theme on <html> (Modals render into <body>, outside the story root).
import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { applyColorScheme, type ColorScheme } from '../src/views/theme/color-scheme.ts';

const preview: Preview = {
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: { title: 'Scheme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        laptop: { name: 'Laptop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const scheme = (context.globals.scheme ?? 'light') as ColorScheme;
      useEffect(() => applyColorScheme(scheme), [scheme]);
      applyColorScheme(scheme);
      // Links in stories stay inside the story instead of leaving the iframe.
      return (
        <RouterProvider navigate={() => undefined}>
          <Story />
        </RouterProvider>
      );
    },
  ],
};

export default preview;
