import { describe, expect, it } from 'vitest';
import { checkPrerenderedScreens, type PrerenderedScreen } from './prerendered-screens';
import { PRERENDER_ORIGIN } from './prerender/prerender-origin';

const SCREEN: PrerenderedScreen = { html: '<main><h1>로딩 중...</h1></main>', styleTags: '<style data-styled="true">.a{}</style>', validUntil: '2027-01-01T00:00:00.000Z' };

describe('checkPrerenderedScreens', () => {
  it('accepts markup and <style> tags that stay valid until a time', () => {
    expect(() => checkPrerenderedScreens({ '/': SCREEN, '/list/all': SCREEN })).not.toThrow();
  });

  it.each([
    ['a script', '<main><script>1</script></main>'],
    ['a link', '<main><link rel="stylesheet" href="/x.css"></main>'],
    ["a template (the page's after-paint one is the shell's)", '<main><template id="momentum-after-paint"></template></main>'],
    ['an event handler', '<main><img src="/x" onerror="1"></main>'],
    ['a javascript: URL', '<main><a href="javascript:1">x</a></main>'],
    ['a style attribute', '<main style="color:red"></main>'],
    ['a build-time asset URL', `<main><img src="${PRERENDER_ORIGIN}/assets/a.png"></main>`],
  ])('refuses a screen with %s', (_, html) => {
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, html } })).toThrow(/prerendered screen \//);
  });

  it.each([
    ['a script', { list: '<div><script>1</script></div>' }],
    ['a handler', { list: '<div onclick="1"></div>' }],
    ['a build-time asset URL', { list: `<div><img src="${PRERENDER_ORIGIN}/a.png"></div>` }],
    ['text first', { list: 'x<div></div>' }],
    ['a name that is not lowercase', { List: '<div></div>' }],
  ])('refuses a tap frame with %s, and takes a frame of markup', (_, tapFrames) => {
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, tapFrames } })).toThrow(/prerendered screen \//);
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, tapFrames: { list: '<div role="dialog"></div>' } } })).not.toThrow();
  });

  it('refuses bad routes, style tags with markup and a validUntil that is no time', () => {
    expect(() => checkPrerenderedScreens({ list: SCREEN })).toThrow(/routes start/);
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, styleTags: '<style></style><img src="/x">' } })).toThrow(/styleTags/);
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, validUntil: 'soon' } })).toThrow(/validUntil/);
  });
});
