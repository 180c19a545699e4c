/**
 * Rule names: the folded form that decides uniqueness, and the accent-free form that orders them.
 * Pure functions.
 */

/** The name as stored and shown: trimmed, in Unicode NFC. */
export function displayRuleName(name: string): string {
  return name.trim().normalize('NFC');
}

/**
 * NFC, then case folding. JavaScript has no case-folding API; upper- then lower-casing gives the
 * full folding for the cases that matter here (ß ≡ SS ≡ ss, final sigma ≡ sigma, the fi ligature
 * ≡ fi), and NFC again because case mapping can leave a string unnormalised. Accents count.
 */
export function foldRuleName(name: string): string {
  return displayRuleName(name).toUpperCase().toLowerCase().normalize('NFC');
}

/** The folded name without its accents, so Área sorts next to Area rather than after Zoom. */
export function ruleCollationKey(foldedName: string): string {
  return foldedName.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
