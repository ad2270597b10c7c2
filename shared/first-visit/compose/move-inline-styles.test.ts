import { describe, expect, it } from 'vitest';
import { moveInlineStyles } from './move-inline-styles';

describe('moveInlineStyles', () => {
  it('gives equal styles one rule, unescapes the attribute and keeps semicolons inside quotes and url()', () => {
    const { html, styleTag } = moveInlineStyles('<b style="a:1;b:&quot;x;y&quot;"></b><i style="a:1;b:&quot;x;y&quot;"></i><s style="c:url(a;b)"></s>', 'home');
    expect(html).toBe('<b data-prerender-style="home-0"></b><i data-prerender-style="home-0"></i><s data-prerender-style="home-1"></s>');
    expect(styleTag).toBe('<style>[data-prerender-style="home-0"]{a:1 !important;b:"x;y" !important}[data-prerender-style="home-1"]{c:url(a;b) !important}</style>');
  });

  it('leaves markup without style attributes alone', () => {
    expect(moveInlineStyles('<p>x</p>', 'home')).toEqual({ html: '<p>x</p>', styleTag: '' });
  });
});
