import { describe, expect, it } from 'vitest';
import { displayRuleName, foldRuleName, ruleCollationKey } from '../../../lib/classification/rule-name.js';

describe('foldRuleName', () => {
  it('makes case variants one name', () => {
    expect(foldRuleName('Navegador CHROME')).toBe(foldRuleName('navegador chrome'));
  });

  it('makes composed and decomposed accents one name (NFC)', () => {
    const composed = 'Edi\u00e7\u00e3o';
    const decomposed = 'Edic\u0327a\u0303o';
    expect(composed).not.toBe(decomposed);
    expect(foldRuleName(decomposed)).toBe(foldRuleName(composed));
  });

  it('folds beyond lower-casing: ß is ss, final sigma is sigma', () => {
    expect(foldRuleName('Straße')).toBe(foldRuleName('STRASSE'));
    expect(foldRuleName('ΟΔΟΣ')).toBe(foldRuleName('οδος'));
  });

  it('keeps accents apart', () => {
    expect(foldRuleName('Área')).not.toBe(foldRuleName('Area'));
  });

  it('ignores surrounding spaces', () => {
    expect(foldRuleName('  Slack ')).toBe(foldRuleName('slack'));
    expect(displayRuleName('  Slack ')).toBe('Slack');
  });
});

describe('ruleCollationKey', () => {
  it('drops accents so accented names sort among their letters', () => {
    expect(ruleCollationKey(foldRuleName('Área de trabalho'))).toBe('area de trabalho');
    expect(ruleCollationKey('área') < ruleCollationKey('browser')).toBe(true);
  });
});
