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

  it('refuses bad routes, style tags with markup and a validUntil that is no time', () => {
    expect(() => checkPrerenderedScreens({ list: SCREEN })).toThrow(/routes start/);
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, styleTags: '<style></style><img src="/x">' } })).toThrow(/styleTags/);
    expect(() => checkPrerenderedScreens({ '/': { ...SCREEN, validUntil: 'soon' } })).toThrow(/validUntil/);
  });
});
