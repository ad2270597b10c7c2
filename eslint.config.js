// Lint with the rules of the house as import boundaries (docs/architecture.md, docs/adr/0001, 0019, 0020).
// ESLint does not merge a rule across config objects, so each area below gets ONE combined
// `no-restricted-imports` list and the areas' file globs do not overlap.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import compat from 'eslint-plugin-compat';
import { staticApisOutsideTargets } from './scripts/compat-static-apis.mjs';
import { styledElementSettings } from './scripts/styled-elements.mjs';
import { packageRootPlugin } from './scripts/eslint-package-root.mjs';
import { apiLayersPlugin } from './scripts/eslint-api-layers.mjs';
import { firstVisitSidesPlugin } from './scripts/eslint-first-visit-sides.mjs';
import { APPS, REMOTE_APPS } from '@momentum/apps';

const remotes = REMOTE_APPS.map((remote) => remote.dir);
const apps = APPS.map((app) => app.dir);

/** A bare or relative import of another workspace folder. */
const folder = (name, why) => ({
  regex: `^(@momentum/${name}(/.*)?|(\\.\\./)+${name}(/.*)?)$`,
  message: why,
});
const axios = { regex: '^axios(/.*)?$', message: 'Only shared/api-client talks HTTP: use its endpoint functions.' };
const orm = { regex: '^drizzle-orm(/.*)?$', message: 'Only api/src/db and *-repository.ts files touch the ORM.' };
const zodInBrowser = { regex: '^zod(/.*)?$', message: 'zod stays on the server: browser code uses types and @momentum/contracts/{limits,errors,enums,seoul-calendar,text-rules,endpoints,offline-proof-headers}.' };
const contractsRuntime = {
  regex: '^@momentum/contracts(?!/(limits|errors|enums|seoul-calendar|text-rules|endpoints|offline-proof-headers|test-support/[a-z-]+)$)(/.*)?$',
  allowTypeImports: true,
  message: 'Browser code imports only types from @momentum/contracts (or its zod-free subpaths).',
};
const apiApp = folder('api', 'The API is reached over HTTP through @momentum/api-client, never imported.');
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const browserOnly = [axios, orm, zodInBrowser, contractsRuntime, apiApp];
const routerOutsideFacade = {
  regex: '^react-router(-dom)?(/.*)?$',
  message: 'Import the router from @momentum/app-kit/router: it is the one shared copy (ADR 0006); a direct import bundles a second router.',
};
/** Tests render with MemoryRouter and friends, which are the same module instance under vitest. */
const testFiles = (dir) => [`${dir}/**/*.test.{ts,tsx}`, `${dir}/**/src/test/**/*.{ts,tsx}`, `${dir}/**/test-utils.tsx`];
/** An area's rule, with the router rule on its app code only (and never inside the facade itself). */
const browserArea = (dir, patterns) => [
  { files: [`${dir}/**/*.{ts,tsx}`], ignores: [...testFiles(dir), 'shared/app-kit/src/router/**'], rules: restrict([...patterns, routerOutsideFacade]) },
  { files: [...testFiles(dir), ...(dir === 'shared/app-kit' ? ['shared/app-kit/src/router/**'] : [])], rules: restrict(patterns) },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-service-worker/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A relative import never crosses a package root: other packages are imported by name.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'package-root': packageRootPlugin },
    rules: { 'package-root/no-cross-package-relative': 'error' },
  },
  // The API's layers only look down; its tests and test helpers may reach any layer they exercise.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/test-support/**', 'api/src/**/testing/**'],
    plugins: { 'api-layers': apiLayersPlugin },
    rules: { 'api-layers/no-upward-import': 'error' },
  },
  // The first visit's build side and runtime side share only page-contract/ (docs/adr/0023).
  {
    files: ['shared/first-visit/**/*.{ts,tsx}'],
    plugins: { 'first-visit-sides': firstVisitSidesPlugin },
    rules: { 'first-visit-sides/no-cross-side-import': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Accessible markup in every component of the apps and shared packages: labels, roles, keyboard
  // handlers beside click handlers. Its peer range names ESLint 9, but its flat config runs on 10.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
  },
  // Styled components are checked as the elements they render (scripts/styled-elements.mjs).
  ...styledElementSettings(import.meta.dirname, [...apps, 'shared/ui', 'shared/app-kit']),
  // Code that runs in a phone's browser uses only what the supported browsers (.browserslistrc) have,
  // unless it checks first. ES built-ins count too: the build lowers syntax but injects no polyfill.
  // The plugin skips static members (URL.canParse): scripts/compat-static-apis.mjs lists those.
  {
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/{ui,app-kit,api-client}/src/**/*.{ts,tsx}', 'shell/service-worker/**/*.ts', 'shared/first-visit/runtime/{browser,screens,inline-scripts}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/test-utils.tsx', 'shared/app-kit/src/prerender/**', 'shell/service-worker/service-worker-build.ts'],
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: { 'compat/compat': 'error', 'no-restricted-properties': ['error', ...staticApisOutsideTargets(import.meta.dirname)] },
  },
  // A first answer is marked by FirstAnswer alone: it writes the page script's template from the very
  // function React renders the text with, so the text is never written twice.
  {
    files: apps.map((app) => `${app}/{src,prerender}/**/*.tsx`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^data-first-answer/]',
          message: 'Mark a first answer with FirstAnswer (@momentum/first-visit/first-answer): it renders these attributes from the text React renders.',
        },
      ],
    },
  },
  // Each remote: no other remote, no shell, browser-only rules.
  ...remotes.flatMap((remote) =>
    browserArea(remote, [
      ...apps.filter((a) => a !== remote).map((a) => folder(a, `A remote never imports ${a}: it is composed at run time only.`)),
      ...browserOnly,
    ]),
  ),
  ...browserArea('shell', [
    ...remotes.map((r) => folder(r, 'The shell reaches remotes only at run time (loadRemote), never at build time.')),
    ...browserOnly,
  ]),
  ...['shared/ui', 'shared/app-kit'].flatMap((dir) => browserArea(dir, [...apps.map((a) => folder(a, 'Shared packages never import an app.')), ...browserOnly])),
  {
    files: ['shared/api-client/**/*.{ts,tsx}'],
    rules: restrict([...apps.map((a) => folder(a, 'Shared packages never import an app.')), orm, zodInBrowser, contractsRuntime, apiApp]),
  },
  {
    files: ['shared/contracts/**/*.ts'],
    rules: restrict([
      { regex: '^@momentum/', message: 'contracts import nothing internal.' },
      { regex: '^\\.\\./\\.\\./', message: 'contracts import nothing outside their package.' },
      axios,
      orm,
    ]),
  },
  // Every side reads the list of apps, the browser included: it stays free of any import.
  {
    files: ['shared/apps/src/**/*.ts'],
    ignores: ['shared/apps/src/**/*.test.ts'],
    rules: restrict([{ regex: '.', message: 'The list of apps imports nothing: browser bundles, Node and the API bundle all read it.' }]),
  },
  {
    files: ['shared/rspack-config/**/*.ts'],
    rules: restrict([...apps.map((a) => folder(a, 'Shared packages never import an app.')), apiApp]),
  },
  // The first visit's build and server sides run in Node; its browser side runs in the shell's entry.
  {
    files: ['shared/first-visit/**/*.{ts,tsx}'],
    ignores: ['shared/first-visit/runtime/{browser,screens,inline-scripts}/**'],
    rules: restrict([...apps.map((a) => folder(a, 'Shared packages never import an app.')), apiApp]),
  },
  {
    files: ['shared/first-visit/runtime/{browser,screens,inline-scripts}/**/*.{ts,tsx}'],
    rules: restrict([...apps.map((a) => folder(a, 'Shared packages never import an app.')), ...browserOnly, routerOutsideFacade]),
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/**/*-repository.ts', 'api/drizzle.config.ts', 'api/test/**', 'api/**/*.test.ts', 'api/bench/**'],
    rules: restrict([...apps.map((a) => folder(a, 'The API never imports a front-end app.')), axios, orm]),
  },
  {
    files: ['api/src/db/**/*.ts', 'api/src/**/*-repository.ts', 'api/drizzle.config.ts', 'api/test/**/*.ts', 'api/**/*.test.ts', 'api/bench/**/*.ts'],
    ignores: ['api/test/spec-client/**'],
    rules: restrict([...apps.map((a) => folder(a, 'The API never imports a front-end app.')), axios]),
  },
  // A third party's client of the spec's calls: axios as the spec's client uses it, nothing of ours.
  {
    files: ['api/test/spec-client/**/*.ts'],
    rules: restrict([{ regex: '^@momentum/', message: 'The spec client is written from docs/product-spec.md alone, so it catches a departure of the API.' }]),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restrict([...apps.map((a) => folder(a, 'E2E tests drive the app through the browser, not by importing it.')), axios, orm]),
  },
  {
    // Playwright's waitForFunction does not await its check: an async one is a promise, truthy at once.
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'topology/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'waitForFunction does not await an async check (it passes at once): poll page.evaluate instead.',
        },
      ],
    },
  },
);
