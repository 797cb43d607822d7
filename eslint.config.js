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
      {
        regex: '^(\\.\\./)+(?!ui/|theme/)[\\w-]+/.*\\.css(\\.ts)?$',
        message: "a feature's stylesheet styles that feature only: use the kit in src/views/ui",
      },
    ],
  ),
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Runtime values reach a stylesheet as CSS variables (vanilla-extract's assignInlineVars).
          selector: "JSXAttribute[name.name='style']:not([value.expression.callee.name='assignInlineVars'])",
          message: 'no inline styles: put them in the sibling .css.ts (StoryFrame lays out stories)',
        },
      ],
    },
  },
  boundary(
    ['server/**'],
    [{ group: ['**/views/**', 'react', 'react-dom'], message: 'server code never imports views' }],
  ),
);
