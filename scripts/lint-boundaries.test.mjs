// Proves the import boundaries in eslint.config.js really fire: each probe is linted as if it
// lived at the given path, and must be refused (or accepted) for the stated reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

const refused = [
  ['mfe-home/src/x.ts', "import { a } from '@momentum/mfe-feed/src/a';", 'remote imports another remote'],
  ['mfe-home/src/deep/x.ts', "import { a } from '../../../mfe-moment/src/a';", 'remote imports another remote by path'],
  ['mfe-feed/src/x.ts', "import { a } from '@momentum/shell/src/a';", 'remote imports the shell'],
  ['shell/src/x.ts', "import { a } from '@momentum/mfe-home/src/a';", 'shell imports a remote at build time'],
  ['shared/ui/src/x.ts', "import { a } from '@momentum/shell/src/a';", 'shared package imports an app'],
  ['shared/app-kit/src/x.ts', "import { a } from '@momentum/mfe-mypage/src/a';", 'shared package imports an app'],
  ['shared/first-visit/compose/x.ts', "import { a } from '../../../shell/prerender/a';", 'the first visit imports the shell by path'],
  ['shared/first-visit/runtime/browser/x.ts', "import { a } from '@momentum/shell/src/remotes/remote-loader';", 'the first visit imports the shell'],
  ['shared/first-visit/runtime/browser/x.ts', "import axios from 'axios';", 'axios in the first visit\'s browser side'],
  ['shared/contracts/src/x.ts', "import { a } from '@momentum/ui/theme';", 'contracts import something internal'],
  ['shared/apps/src/x.ts', "import path from 'node:path';", 'the list of apps imports anything'],
  ['mfe-moment/src/x.ts', "import axios from 'axios';", 'axios outside api-client'],
  ['shell/src/x.ts', "import { z } from 'zod';", 'zod in browser code'],
  ['mfe-feed/src/x.ts', "import { userSchema } from '@momentum/contracts';", 'runtime contracts in browser code'],
  ['shared/api-client/src/x/x-api.ts', "import { homeRoutes } from '@momentum/contracts';", 'the zod route registry at run time in the client'],
  ['api/src/modules/users/users-routes.ts', "import { eq } from 'drizzle-orm';", 'ORM outside the data layer'],
  ['api/src/photos/photo-processor.ts', "import { eq } from 'drizzle-orm';", 'ORM outside the data layer'],
  ['mfe-moment/src/pages/x.tsx', "import { Link } from 'react-router-dom';", 'router outside the shared facade'],
  ['shell/src/x.tsx', "import { useNavigate } from 'react-router';", 'router outside the shared facade'],
  ['shared/ui/src/x.tsx', "import { Link } from 'react-router-dom';", 'router outside the shared facade'],
  ['mfe-home/src/x.test.tsx', "import { a } from '@momentum/mfe-feed/src/a';", 'a test still may not import another remote'],
  ['api/test/spec-client/spec-client.ts', "import type { MeResponse } from '@momentum/contracts';", 'the spec client reads our contracts'],
  ['api/test/http.test.ts', "import axios from 'axios';", 'axios in an API test other than the spec client'],
];
const accepted = [
  ['shared/api-client/src/http.ts', "import axios from 'axios';", 'api-client may use axios'],
  ['api/test/spec-client/spec-client.ts', "import axios from 'axios';", 'the spec client is axios, as the spec\'s client is'],
  ['mfe-feed/src/x.ts', "import type { User } from '@momentum/contracts';", 'types are fine in the browser'],
  ['mfe-feed/src/x.ts', "import { FRIEND_CODE_LENGTH } from '@momentum/contracts/limits';", 'zod-free subpath'],
  ['shared/api-client/src/x/x-api.ts', "import { homeEndpoints } from '@momentum/contracts/endpoints';", 'the zod-free endpoints table'],
  ['api/src/modules/users/users-repository.ts', "import { eq } from 'drizzle-orm';", 'repositories own the ORM'],
  ['api/src/photos/pending-photo-repository.ts', "import { eq } from 'drizzle-orm';", 'a repository outside modules/ too'],
  ['mfe-home/src/x.ts', "import { theme } from '@momentum/ui/theme';", 'remotes use shared packages'],
  ['shared/app-kit/src/x.ts', "import { REMOTE_APPS } from '@momentum/apps';", 'browser code reads the list of apps'],
  ['mfe-home/src/x.tsx', "import { Link } from '@momentum/app-kit/router';", 'the shared router facade'],
  ['shared/app-kit/src/router/router.ts', "export { Link } from 'react-router';", 'the facade itself'],
  ['mfe-moment/src/test/render-page.tsx', "import { MemoryRouter } from 'react-router-dom';", 'test helpers render in a MemoryRouter'],
  ['shell/src/app/routes.test.tsx', "import { createMemoryRouter } from 'react-router-dom';", 'tests use the data router'],
];

for (const [file, code, why] of refused) {
  test(`refused: ${why} (${file})`, async () => {
    assert.ok((await restrictedImports(file, `${code}\nexport {};`)) > 0);
  });
}
for (const [file, code, why] of accepted) {
  test(`accepted: ${why} (${file})`, async () => {
    assert.equal(await restrictedImports(file, `${code}\nexport {};`), 0);
  });
}

// Not an import boundary, but the same kind of guard: Playwright's waitForFunction takes an async
// check's promise for a truthy answer, so such a wait passes at once.
test('refused: an async check in waitForFunction, in every package that drives a browser', async () => {
  for (const filePath of ['e2e/fixtures/x.ts', 'bench/src/hosting/x.ts', 'topology/src/x.ts']) {
    const [result] = await eslint.lintText('export const wait = (page) => page.waitForFunction(async () => false);\n', { filePath });
    assert.ok(result.messages.some((m) => m.ruleId === 'no-restricted-syntax'), filePath);
    const [sync] = await eslint.lintText('export const wait = (page) => page.waitForFunction(() => false);\n', { filePath });
    assert.equal(sync.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length, 0, filePath);
  }
});

// The first-answer marks come from FirstAnswer only, so the page's template and React's text are one.
test('refused: a data-first-answer attribute written by hand in an app; FirstAnswer accepted', async () => {
  const syntax = async (filePath, code) => (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
  assert.equal(await syntax('mfe-home/src/x.tsx', 'export const X = () => <h1 data-first-answer="/api/home" data-first-answer-text="{n}">x</h1>;\n'), 2);
  assert.equal(await syntax('shell/prerender/x.tsx', 'export const X = () => <p data-first-answer="/api/x">x</p>;\n'), 1);
  assert.equal(await syntax('mfe-home/src/x.tsx', 'export const X = () => <FirstAnswer as="h1" path="/api/home" query={q} render={r} />;\n'), 0);
});

// A relative import that crosses a package root (docs/adr/0019): another package comes by its name.
const crossings = async (filePath, code) =>
  (await eslint.lintText(`${code}\nexport {};\n`, { filePath }))[0].messages.filter((m) => m.ruleId === 'package-root/no-cross-package-relative').length;
const crossingRefused = [
  ['bench/src/bytes/x.ts', "import { ports } from '../../../e2e/fixtures/x';", 'bench reaches into e2e'],
  ['bench/src/api/x.ts', "import { createDatabase } from '../../../api/src/db/database.js';", 'bench reaches into the API'],
  ['topology/src/test-topology/x.ts', "import { a } from '../../../api/src/modules/push/push-topic';", 'topology reaches into the API'],
  ['bench/src/hosting/x.ts', "export { a } from '../../../topology/src/index';", 'a re-export by path'],
  ['bench/src/hosting/x.ts', "const a = await import('../../../stack/src/stack-config');", 'a dynamic import by path'],
  ['scripts/x.mjs', "import { a } from '../shared/rspack-config/src/a.js';", 'the root package reaches into a nested one'],
  ['shared/ui/src/x.ts', "import { a } from '../../app-kit/src/a';", 'one shared package into its sibling'],
];
const crossingAccepted = [
  ['e2e/tests/x.spec.ts', "import { a } from '../fixtures/test';", 'inside its own package'],
  ['stack/src/load/x.ts', "import { a } from '../stack-config';", 'up a folder, still inside the package'],
  ['bench/src/bytes/x.ts', "import { a } from '@momentum/stack/stack-config';", 'another package by name'],
];
for (const [file, code, why] of crossingRefused) {
  test(`refused: ${why} (${file})`, async () => assert.ok((await crossings(file, code)) > 0));
}
for (const [file, code, why] of crossingAccepted) {
  test(`accepted: ${why} (${file})`, async () => assert.equal(await crossings(file, code), 0));
}

// The API's layers (scripts/eslint-api-layers.mjs): an import may look down or sideways, never up.
const upward = async (filePath, code) =>
  (await eslint.lintText(`${code}\nexport {};\n`, { filePath }))[0].messages.filter((m) => m.ruleId === 'api-layers/no-upward-import').length;
const upwardRefused = [
  ['api/src/config/env.ts', "import { a } from '../modules/auth/redirect-uri.js';", 'config reaches a module'],
  ['api/src/config/env.ts', "import type { A } from '../photos/s3-photo-storage.js';", 'a type import counts too'],
  ['api/src/http/fastify-types.ts', "import type { A } from '../modules/push/push-sender.js';", 'http reaches a module'],
  ['api/src/http/slow-body-guard.ts', "import { a } from '../plugins/error-handler.js';", 'http reaches the plugins'],
  ['api/src/plugins/external-plugins.ts', "import { a } from '../modules/auth/authenticate.js';", 'plugins reach a module'],
  ['api/src/db/database.ts', "import { a } from '../app.js';", 'a layer reaches the app'],
  ['api/src/photos/x.ts', "export { a } from '../ai/ai-service.js';", 'a re-export upward'],
];
const upwardAccepted = [
  ['api/src/modules/bucket/x.ts', "import { a } from '../../photos/photo-processor.js';", 'a module uses photos'],
  ['api/src/modules/bucket/x.ts', "import { a } from '../users/users-repository.js';", 'modules are peers'],
  ['api/src/ai/x.ts', "import { a } from '../modules/auth/authenticate.js';", 'ai sits beside the modules'],
  ['api/src/app.ts', "import { a } from './modules/push/push-routes.js';", 'the app imports everything'],
  ['api/src/modules/x.test.ts', "import { a } from '../../app.js';", 'tests build the whole app'],
];
for (const [file, code, why] of upwardRefused) {
  test(`refused: ${why} (${file})`, async () => assert.ok((await upward(file, code)) > 0));
}
for (const [file, code, why] of upwardAccepted) {
  test(`accepted: ${why} (${file})`, async () => assert.equal(await upward(file, code), 0));
}

// The first visit's sides (scripts/eslint-first-visit-sides.mjs): build and runtime meet in page-contract/ only.
const acrossSides = async (filePath, code) =>
  (await eslint.lintText(`${code}\nexport {};\n`, { filePath }))[0].messages.filter((m) => m.ruleId === 'first-visit-sides/no-cross-side-import').length;
const sidesRefused = [
  ['shared/first-visit/compose/x.ts', "import { a } from '../runtime/server/page-hints';", 'the build side reaches the runtime side'],
  ['shared/first-visit/compose/prerender/x.tsx', "import type { A } from '../../runtime/inline-scripts/first-answers';", 'a type import counts too'],
  ['shared/first-visit/runtime/server/x.ts', "export { a } from '../../compose/compose-page';", 'the runtime side re-exports the build side'],
  ['shared/first-visit/runtime/server/x.ts', "import built from '../../dist/inline-scripts.json';", 'a side reads the built texts around page-contract/'],
  ['shared/first-visit/page-contract/x.ts', "import { a } from '../runtime/inline-scripts/first-answers';", 'the contract reaches a side'],
  ['shared/first-visit/page-contract/x.ts', "import { a } from '@momentum/app-kit/stored-token';", 'the contract imports a package'],
  ['shared/first-visit/compose/x.ts', "const a = await import('@momentum/first-visit/server');", 'a side reaches the other by the package name'],
];
const sidesAccepted = [
  ['shared/first-visit/compose/x.ts', "import { a } from '../page-contract/page-files';", 'the build side reads the contract'],
  ['shared/first-visit/runtime/server/x.ts', "import { a } from '../../page-contract/inline-scripts';", 'the runtime side reads the contract'],
  ['shared/first-visit/runtime/inline-scripts/x.test.ts', "import { a } from '../server/page-hints';", 'inside one side'],
  ['shared/first-visit/compose/prerender/x.tsx', "import type { A } from '../compose-page';", 'the render helpers are the build side'],
  ['shared/first-visit/page-contract/x.ts', "import built from '../dist/inline-scripts.json';", 'the contract reads the built texts'],
  ['shared/first-visit/compose/x.ts', "import { a } from '@momentum/app-kit/remote-contract';", 'other packages by name'],
];
for (const [file, code, why] of sidesRefused) {
  test(`refused: ${why} (${file})`, async () => assert.ok((await acrossSides(file, code)) > 0));
}
for (const [file, code, why] of sidesAccepted) {
  test(`accepted: ${why} (${file})`, async () => assert.equal(await acrossSides(file, code), 0));
}
