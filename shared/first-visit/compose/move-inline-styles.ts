// Style attributes, refused by the page's CSP (ADR 0007), become hash-allowed rules, !important to win as inline styles do.
export function moveInlineStyles(html: string, prefix: string): { html: string; styleTag: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    if (!ids.has(declarations)) ids.set(declarations, ids.size);
    return ` data-prerender-style="${prefix}-${ids.get(declarations)}"`;
  });
  if (ids.size === 0) return { html, styleTag: '' };
  const rules = [...ids].map(([declarations, id]) => {
    const important = splitDeclarations(unescapeAttribute(declarations))
      .map((declaration) => `${declaration} !important`)
      .join(';');
    return `[data-prerender-style="${prefix}-${id}"]{${important}}`;
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

