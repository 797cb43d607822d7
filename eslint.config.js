// Lint: typescript-eslint, React hooks, and the folder boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', '.tmp', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  boundary(
    ['src/schemas/**'],
    [{ regex: '^(?!zod$|\\./|#schemas/).*', message: 'schemas import only zod and each other' }],
  ),
  boundary(
    ['src/machines/**'],
    [
      { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'machines are pure: no React' },
      {
        group: ['**/services/**', '**/views/**', 'wouter', 'ofetch'],
        message: 'machines never import services, views or the router',
      },
    ],
  ),
  boundary(
    ['src/views/**'],
    [
      // src/services only: stories may use the in-memory services of tests/services.
      { regex: '^(\\.\\./)+services/', message: 'views talk to actors, not services' },
      { group: ['ofetch'], message: 'views talk to actors, not services' },
    ],
  ),
  boundary(
    ['server/**'],
    [{ group: ['**/views/**', 'react', 'react-dom'], message: 'server code never imports views' }],
  ),
);
