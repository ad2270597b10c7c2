// jsx-a11y sees styled components as the elements they render (scripts/styled-elements.mjs): a styled
// <img> without alt is reported, in the file that defines it and in one that imports it, while the same
// name meaning a <div> in another file is not. The probes are written before ESLint reads its config.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(root, 'mfe-home/src/a11y-probe-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const probes = {
  'photo.styles.ts': "import styled from 'styled-components';\nexport const Photo = styled.img``;\n",
  'imports-photo.tsx': "import { Photo } from './photo.styles';\nexport const X = () => <Photo src=\"a.png\" />;\n",
  'defines-photo.tsx': "import styled from 'styled-components';\nconst Shot = styled.img``;\nconst Framed = styled(Shot)``;\nexport const X = () => <Framed src=\"a.png\" />;\n",
  'other-photo.tsx': "import styled from 'styled-components';\nconst Photo = styled.div``;\nexport const X = () => <Photo />;\n",
  'labelled-photo.tsx': "import { Photo } from './photo.styles';\nexport const X = () => <Photo src=\"a.png\" alt=\"씨앗\" />;\n",
};
for (const [name, code] of Object.entries(probes)) writeFileSync(path.join(dir, name), code);

const eslint = new ESLint({ cwd: root });
async function altTextReports(name) {
  const [result] = await eslint.lintFiles([path.join(dir, name)]);
  return result.messages.filter((m) => m.ruleId === 'jsx-a11y/alt-text').length;
}

test('a styled <img> without alt is reported where it is imported and where it is defined', async () => {
  assert.equal(await altTextReports('imports-photo.tsx'), 1);
  assert.equal(await altTextReports('defines-photo.tsx'), 1);
});

test('the same name as a <div> elsewhere, and a styled <img> with alt, pass', async () => {
  assert.equal(await altTextReports('other-photo.tsx'), 0);
  assert.equal(await altTextReports('labelled-photo.tsx'), 0);
});
