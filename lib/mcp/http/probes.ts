/** GET /mcp/health (the process answers) and GET /mcp/ready (every part it needs answers). */
import { type HttpResult, json } from '../../http/responses.js';
import { logger } from '../../shared/logger.js';
import * as z from '../../shared/zod.js';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  parts: z.record(z.string(), z.boolean()),
  failing: z.optional(z.array(z.string())),
});

/** Readiness of each part the server needs, by name: true, or the error that made it fail. */
export type Readiness = () => Promise<Record<string, true | Error>>;

export function health(): HttpResult {
  return json(200, { status: 'ok' } satisfies z.output<typeof HealthSchema>);
}

export async function ready(readiness: Readiness, requestId: string): Promise<HttpResult> {
  const checks = await readiness();
  const parts = Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check === true]));
  const failing = Object.keys(parts).filter((name) => !parts[name]);
  if (failing.length) {
    const errors = Object.fromEntries(failing.map((name) => [name, checks[name]]));
    logger.warn('not ready', { requestId, failing, errors });
  }
  return json(failing.length ? 503 : 200, {
    status: failing.length ? 'not_ready' : 'ready',
    parts,
    ...(failing.length ? { failing } : {}),
  } satisfies z.output<typeof ReadinessSchema>);
}
