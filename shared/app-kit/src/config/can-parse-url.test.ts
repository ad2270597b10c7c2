import { describe, expect, it } from 'vitest';
import { canParseUrl } from './can-parse-url';

describe('canParseUrl', () => {
  it('answers as URL.canParse does, without needing it', () => {
    const values = ['https://cdn.example/feed/mf-manifest.json', 'http://localhost:3001/', 'mailto:a@b.example', '/relative', 'not a url', '', 'http://'];
    for (const value of values) expect(canParseUrl(value), value).toBe(URL.canParse(value));
    expect(values.filter(canParseUrl)).toEqual(['https://cdn.example/feed/mf-manifest.json', 'http://localhost:3001/', 'mailto:a@b.example']);
  });
});
