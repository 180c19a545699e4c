/**
 * The fresh process of G7 (forked by micro.ts's inFreshProcess): measures it and sends the result
 * back over IPC. Only the verifier runs in it, as in a Lambda, which runs its own function's code
 * and nothing else.
 */
import { jwtVerification } from './micro.js';

const results = { jwt: await jwtVerification() };
process.send?.(results, undefined, undefined, () => process.exit(0));
