/**
 * The fresh process of G7 and G8 (forked by micro.ts's inFreshProcess): measures both and sends the
 * results back over IPC. Only the verifier and the schemas run in it, as in a Lambda, which runs its
 * own function's code and nothing else.
 */
import { jwtVerification, zodParsing } from './micro.js';

const results = { jwt: await jwtVerification(), zod: await zodParsing() };
process.send?.(results, undefined, undefined, () => process.exit(0));
