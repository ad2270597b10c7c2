// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from '../page-contract/inline-scripts';
import { AFTER_PAINT_TEMPLATE_ID } from '../page-contract/page-marks';
import { scriptsAfterPaint } from './scripts-after-paint';

const HEAD_START = '<!doctype html><html><head><link rel="preload" href="/app-config.json" as="fetch" crossorigin><style>b{}</style>';
const INDEX =
  `${HEAD_START}<script defer src="/main.1.js"></script><link rel="preload" as="script" href="/react.2.js" />` +
  '<link rel="preload" as="script" href="/singletons.3.js" /><!--momentum:tab-hints--></head><body><div id="root"></div></body></html>';

describe('scriptsAfterPaint', () => {
  it('moves the scripts, the script preloads and the hints marker, in order, into one template where they were, the loader after it', () => {
    expect(scriptsAfterPaint(INDEX)).toBe(
      `${HEAD_START}<template id="${AFTER_PAINT_TEMPLATE_ID}"><script defer src="/main.1.js"></script>` +
        '<link rel="preload" as="script" href="/react.2.js" /><link rel="preload" as="script" href="/singletons.3.js" />' +
        `<!--momentum:tab-hints--></template><script>${AFTER_PAINT_LOADER}</script></head><body><div id="root"></div></body></html>`,
    );
  });

  it('leaves the config preload and everything else in the page where it was', () => {
    const doc = new DOMParser().parseFromString(scriptsAfterPaint(INDEX), 'text/html');
    expect(doc.head.querySelector('link[rel="preload"][as="fetch"]')?.getAttribute('href')).toBe('/app-config.json');
    expect(doc.head.querySelector('style')?.textContent).toBe('b{}');
    // The one script outside the template is the inline loader; nothing loads before the paint.
    expect(doc.querySelectorAll('script[src], link[as="script"]')).toHaveLength(0);
    expect(Array.from(doc.querySelectorAll('script'), (script) => script.textContent)).toEqual([AFTER_PAINT_LOADER]);
  });

  it('refuses a page that would never start its app or never get its hints', () => {
    expect(() => scriptsAfterPaint(INDEX.replace('<script defer src="/main.1.js"></script>', ''))).toThrow(/no script/);
    expect(() => scriptsAfterPaint(INDEX.replace('<!--momentum:tab-hints-->', ''))).toThrow(/tab-hints/);
  });
});
