import { describe, expect, it } from 'vitest';
import { decisionOrigin } from '../../../lib/overtime/approval-origin.js';

const BASE = 'https://api.example.org';

describe('decisionOrigin', () => {
  it("trusts the browser's Fetch Metadata first: only same-origin is the page", () => {
    expect(decisionOrigin({ secFetchSite: 'same-origin', origin: 'null' }, BASE)).toBe('page');
    for (const site of ['same-site', 'cross-site', 'none', ''])
      expect(decisionOrigin({ secFetchSite: site, origin: BASE }, BASE)).toBe('elsewhere');
  });

  it('judges browsers without Fetch Metadata by Origin against PUBLIC_BASE_URL', () => {
    expect(decisionOrigin({ origin: BASE }, `${BASE}/`)).toBe('page');
    expect(decisionOrigin({ origin: 'https://evil.example' }, BASE)).toBe('elsewhere');
    expect(decisionOrigin({ origin: 'https://api.example.org.evil.example' }, BASE)).toBe('elsewhere');
    expect(decisionOrigin({ origin: 'http://api.example.org' }, BASE)).toBe('elsewhere');
    expect(decisionOrigin({ origin: 'null' }, BASE)).toBe('elsewhere');
  });

  it('falls back to the Referer, refusing one it cannot read', () => {
    expect(decisionOrigin({ referer: `${BASE}/approval/abc` }, BASE)).toBe('page');
    expect(decisionOrigin({ referer: 'https://evil.example/approval/abc' }, BASE)).toBe('elsewhere');
    expect(decisionOrigin({ referer: 'not a url' }, BASE)).toBe('elsewhere');
  });

  it('accepts a client that is no browser at all (no Fetch Metadata, Origin or Referer)', () => {
    expect(decisionOrigin({}, BASE)).toBe('no-browser');
  });
});
