import type { HttpAnswer } from './gateway.js';

/**
 * Sends an erasure until it answers anything but 202: a 202 says the run stopped at its time
 * budget and the same request finishes it, which a loaded machine can need more than once.
 */
export async function eraseToEnd(send: () => Promise<HttpAnswer>, tries = 8): Promise<HttpAnswer> {
  let answer = await send();
  for (let n = 1; answer.status === 202 && n < tries; n += 1) answer = await send();
  return answer;
}
