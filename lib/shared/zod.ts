/**
 * zod/mini, the one zod every Lambda module imports, with one difference: objects parse with zod's
 * compiled object parser ($ZodObjectJIT), the one classic zod's objects use. zod/mini's own objects
 * walk their shape in a generic loop, which V8 cannot specialise once many schemas share it; the
 * compiled parser is a function built per shape at its first parse. A typical sendPunchClock body
 * parses in 1.9x the time of its JSON.parse instead of 2.8x (fresh process, bench/micro.ts's
 * method). Everything else, messages and issues included, is zod/mini's.
 */
import * as z from 'zod/mini';
import { $constructor, $ZodObjectJIT, type $constructor as Constructor } from 'zod/v4/core';

export * from 'zod/mini';

// Annotated: TypeScript calls an assertion signature (init's) only through an explicitly typed name.
const ZodMiniType: Constructor<z.ZodMiniType> = z.ZodMiniType;

// The same traits as zod/mini's ZodMiniObject (so `instanceof z.ZodMiniObject` still holds), with the
// compiled parser's. Clones (z.extend, z.pick, z.partial...) keep the constructor, so stay compiled.
const ZodMiniObjectJIT: typeof z.ZodMiniObject = $constructor('ZodMiniObject', (inst, def) => {
  $ZodObjectJIT.init(inst, def);
  ZodMiniType.init(inst, def);
  // zod/mini's `shape`, without zod's util namespace (importing it bundles all of util: 8.6 KB).
  Object.defineProperty(inst, 'shape', { get: () => inst._zod.def.shape, configurable: true });
});

const compiled = <T extends z.ZodMiniObject>(schema: T): T => new ZodMiniObjectJIT(schema._zod.def) as T;

export const object: typeof z.object = (shape, params) => compiled(z.object(shape, params));
export const strictObject: typeof z.strictObject = (shape, params) => compiled(z.strictObject(shape, params));
export const looseObject: typeof z.looseObject = (shape, params) => compiled(z.looseObject(shape, params));
