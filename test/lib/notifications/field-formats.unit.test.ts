import { describe, expect, it } from 'vitest';
import { isHttpUrl, isUrlOrDeepLink } from '../../../lib/notifications/field-formats.js';

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
