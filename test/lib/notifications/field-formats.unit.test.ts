import { describe, expect, it } from 'vitest';
import { isHttpUrl, isRealLocalDateTime, isUrlOrDeepLink } from '../../../lib/notifications/field-formats.js';

describe('isRealLocalDateTime', () => {
  it.each(['2026-02-28 23:59:59', '2028-02-29 00:00:00', '2026-12-31 12:30:00'])('accepts %s', (value) => {
    expect(isRealLocalDateTime(value)).toBe(true);
  });
  it.each([
    '2026-02-30 10:00:00',
    '2027-02-29 10:00:00',
    '2026-13-01 10:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 10:60:00',
    '2026-01-01T10:00:00',
    '2026-01-01 10:00',
    '2026-01-01 10:00:00Z',
    '26-01-01 10:00:00',
  ])('refuses %s', (value) => {
    expect(isRealLocalDateTime(value)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it.each(['https://cdn.example/a.png', 'http://localhost:3000/x'])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });
  it.each([
    'ftp://cdn.example/a.png',
    'cdn.example/a.png',
    'https://',
    'javascript:alert(1)',
    'https://a b.png',
  ])('refuses %s', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});

describe('isUrlOrDeepLink', () => {
  it.each([
    'https://intranet.example/ponto',
    'workforce://punch',
    'msteams://l/chat/0/0?users=a',
    'app+beta://x',
  ])('accepts %s', (value) => {
    expect(isUrlOrDeepLink(value)).toBe(true);
  });
  it.each([
    'javascript://%0aalert(1)',
    'JAVASCRIPT://x',
    'data://text/html,x',
    'file:///etc/passwd',
    'vbscript://x',
    'intranet/ponto',
    'mailto:a@b.c',
    'https://',
    '1app://x',
  ])('refuses %s', (value) => {
    expect(isUrlOrDeepLink(value)).toBe(false);
  });
});
