import { describe, expect, it } from 'vitest';
import { remoteEntryUrl } from './remote-entry-url';

describe('remoteEntryUrl', () => {
  it('loads the remote entry beside a configured manifest', () => {
    expect(remoteEntryUrl('https://cdn.example/mfe-feed/2026-11-22/mf-manifest.json')).toBe('https://cdn.example/mfe-feed/2026-11-22/remoteEntry.js');
    expect(remoteEntryUrl('http://localhost:3003/mf-manifest.json?v=2')).toBe('http://localhost:3003/remoteEntry.js?v=2');
  });

  it('keeps a URL that already names the entry, and never rewrites a look-alike path', () => {
    expect(remoteEntryUrl('http://localhost:3003/remoteEntry.js')).toBe('http://localhost:3003/remoteEntry.js');
    expect(remoteEntryUrl('http://localhost:3003/mf-manifest.json.bak/remoteEntry.js')).toBe('http://localhost:3003/mf-manifest.json.bak/remoteEntry.js');
  });
});
