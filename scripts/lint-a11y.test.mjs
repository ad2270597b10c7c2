// Proves eslint-plugin-jsx-a11y's recommended rules really run under this repo's ESLint (its peer
// range stops before ESLint 10): each probe, linted as a component of an app or a shared package,
// must be reported by the named rule, and its accessible version must pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
async function a11yRules(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId).filter((id) => id?.startsWith('jsx-a11y/'));
}

const probes = [
  ['mfe-home/src/x.tsx', '<img src="a.png" />', '<img src="a.png" alt="씨앗" />', 'jsx-a11y/alt-text'],
  ['shared/ui/src/x.tsx', '<div onClick={f} />', '<button type="button" onClick={f} />', 'jsx-a11y/click-events-have-key-events'],
  ['mfe-moment/src/x.tsx', '<input autoFocus />', '<input aria-label="할 일" />', 'jsx-a11y/no-autofocus'],
  ['shell/src/x.tsx', '<a href="#" />', '<a href="/home">홈</a>', 'jsx-a11y/anchor-is-valid'],
  ['mfe-mypage/src/x.tsx', '<label>닉네임</label>', '<label htmlFor="n">닉네임</label>', 'jsx-a11y/label-has-associated-control'],
];

for (const [file, bad, good, rule] of probes) {
  test(`${rule} reports ${bad} (${file})`, async () => {
    const wrap = (jsx) => `declare const f: () => void;\nexport const X = () => ${jsx};\n`;
    assert.ok((await a11yRules(file, wrap(bad))).includes(rule), `${rule} did not fire`);
    assert.deepEqual(await a11yRules(file, wrap(good)), []);
  });
}
