// Puts the prerendered screen into the shell's built index.html. A pure function of the two, so the
// build step and the tests share it; it refuses (throws) rather than write a page that is not right.
import { PRERENDER_ORIGIN } from './prerender-origin';
import type { RenderedScreen } from './login-screen';

const ROOT = '<div id="root"></div>';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KAKAO_HREF = new RegExp(` href="${escapeRegExp(PRERENDER_ORIGIN)}/oauth/authorize[^"]*"`, 'g');

/**
 * The /login page: index.html with the screen inside #root, its styles and the critical font preloads
 * in the head. The Kakao link loses its placeholder href: an <a> without href is neither focusable nor
 * a link, so nothing can be followed before the shell's React renders the real one (built from the
 * runtime config and the page's own origin, neither of which the build knows).
 */
export function composeLoginPage(indexHtml: string, screen: RenderedScreen): string {
  const kakaoLinks = screen.html.match(KAKAO_HREF) ?? [];
  if (kakaoLinks.length !== 1) throw new Error(`prerender: expected one Kakao link in the login screen, found ${kakaoLinks.length}`);
  if (indexHtml.split(ROOT).length !== 2) throw new Error(`prerender: index.html must contain ${ROOT} once`);
  const { html: body, styleTag: inlineStyles } = moveInlineStyles(screen.html.replace(KAKAO_HREF, ''));
  // Asset URLs were built under the placeholder origin: the page's own origin serves them.
  const local = (text: string) => text.replaceAll(`${PRERENDER_ORIGIN}/`, '/');
  const fonts = screen.criticalFontUrls
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${local(url)}" />`)
    .join('');
  const page = lowPriorityScriptPreloads(indexHtml)
    .replace('</head>', `${fonts}${local(screen.styleTags)}${inlineStyles}</head>`)
    .replace(ROOT, `<div id="root">${body}</div>`);
  if (page.includes(PRERENDER_ORIGIN)) throw new Error(`prerender: a ${PRERENDER_ORIGIN} URL is left in the page`);
  return page;
}

/**
 * index.html preloads the shell's critical chunks at high priority: there the first paint waits on
 * them. Here it does not, and high-priority scripts would compete with the page's fonts on a slow
 * network (Lighthouse's model counts every high-priority request that ends before the first paint as
 * blocking it: about a second of the simulated FCP). Low priority still fetches them early, for the
 * take-over.
 */
export function lowPriorityScriptPreloads(html: string): string {
  return html.replaceAll('<link rel="preload" as="script" ', '<link rel="preload" as="script" fetchpriority="low" ');
}

/**
 * React renders `style` props as style attributes, which the CSP (no 'unsafe-inline') refuses in
 * served HTML; in the browser React sets them through the DOM, which CSP allows. Each becomes an
 * attribute selector in a <style> the server gives the nonce, its declarations !important so they
 * still win over the stylesheet rules, as an inline style does.
 */
export function moveInlineStyles(html: string): { html: string; styleTag: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    if (!ids.has(declarations)) ids.set(declarations, ids.size);
    return ` data-prerender-style="${ids.get(declarations)}"`;
  });
  if (ids.size === 0) return { html, styleTag: '' };
  const rules = [...ids].map(([declarations, id]) => {
    const important = splitDeclarations(unescapeAttribute(declarations))
      .map((declaration) => `${declaration} !important`)
      .join(';');
    return `[data-prerender-style="${id}"]{${important}}`;
  });
  const css = rules.join('');
  if (css.includes('<')) throw new Error('prerender: an inline style contains "<", which cannot go into a <style> element');
  return { html: out, styleTag: `<style>${css}</style>` };
}

/** `a:1;b:url("x;y")` → ['a:1', 'b:url("x;y")']: semicolons inside quotes or parentheses stay. */
function splitDeclarations(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of css) {
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Attribute values come HTML-escaped; CSS text in a <style> element is raw. */
function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** The page's own asset URLs (/assets/…) in url(…) and href="…": each must exist in the build. */
export function localAssetUrls(page: string): string[] {
  const urls = [...page.matchAll(/(?:url\(['"]?|href=")(\/assets\/[^'")]+)/g)].map((match) => match[1]!);
  return [...new Set(urls)];
}
