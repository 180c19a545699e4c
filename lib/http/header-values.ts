/**
 * Values that go into response headers, written as RFC 9110 says, so that nothing a value holds can
 * add a parameter, a header or a line to the answer. An auth-param value is a quoted-string
 * (§5.6.4): `"` and `\` are escaped, and a value holding a character no header can carry (a control
 * character other than tab, or anything past U+007E, which §5.5 says senders should not generate)
 * is left out of the header rather than sent mangled or answered with a 500.
 */

/** What a quoted-string may carry once `"` and `\` are escaped: tab, space and visible ASCII. */
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

/** `value` as an RFC 9110 quoted-string, or undefined when a header cannot carry it. */
export function quotedString(value: string): string | undefined {
  if (!HEADER_SAFE.test(value)) return undefined;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * A challenge (RFC 9110 §11.2): the scheme, then each parameter as `name="value"`, in order; a
 * parameter whose value is undefined or cannot be carried is left out.
 */
export function challenge(
  scheme: string,
  params: ReadonlyArray<readonly [string, string | undefined]>,
): string {
  const written = params.flatMap(([name, value]) => {
    const quoted = value === undefined ? undefined : quotedString(value);
    return quoted === undefined ? [] : [`${name}=${quoted}`];
  });
  return written.length > 0 ? `${scheme} ${written.join(', ')}` : scheme;
}
