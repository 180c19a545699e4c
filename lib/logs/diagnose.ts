/**
 * The diagnosis of a company's integration from its recent transmissions. Pure: the transmissions
 * (newest first) and the window come in, the findings go out. Two situations need a person and
 * escalate: the key keeps failing (KEY_FAILURE_STREAK key errors of one endpoint with no success
 * since), and nothing arrived at all in the window.
 */

import { KEY_ERRORS, type LikelyCause, likelyCause } from './error-causes.js';
import type { Transmission } from './records.js';

export const KEY_FAILURE_STREAK = 3;
const TOP_ERRORS = 3;

/** The failures of one status and code, and what they most likely mean. */
export interface ErrorGroup extends LikelyCause {
  status: number;
  errorCode: string | null;
  count: number;
  lastAt: string;
}

export interface EndpointDiagnosis {
  endpoint: string;
  total: number;
  failures: number;
  /** failures / total, 0 to 1, three decimals. */
  errorRate: number;
  lastTransmissionAt: string;
  /** The newest success in the window, null when there was none. */
  lastSuccessAt: string | null;
  /** Key errors after the last success. */
  keyFailuresSinceSuccess: number;
  topErrors: ErrorGroup[];
}

export type EscalationCause = 'key_keeps_failing' | 'no_transmissions';

export interface Diagnosis {
  total: number;
  failures: number;
  endpoints: EndpointDiagnosis[];
  escalation: { cause: EscalationCause; detail: string } | null;
}

function diagnoseEndpoint(endpoint: string, newestFirst: readonly Transmission[]): EndpointDiagnosis {
  const failures = newestFirst.filter((t) => t.status >= 400);
  const lastSuccess = newestFirst.find((t) => t.status < 400);
  let keyFailuresSinceSuccess = 0;
  for (const t of newestFirst) {
    if (t.status < 400) break;
    if (t.errorCode !== null && KEY_ERRORS.has(t.errorCode)) keyFailuresSinceSuccess += 1;
  }
  const groups = new Map<string, ErrorGroup>();
  for (const t of failures) {
    const id = `${t.status} ${t.errorCode ?? ''}`;
    const group = groups.get(id);
    if (group) group.count += 1;
    else
      groups.set(id, {
        status: t.status,
        errorCode: t.errorCode,
        count: 1,
        lastAt: t.at,
        ...likelyCause(endpoint, t.status, t.errorCode),
      });
  }
  return {
    endpoint,
    total: newestFirst.length,
    failures: failures.length,
    errorRate: Math.round((failures.length / newestFirst.length) * 1000) / 1000,
    lastTransmissionAt: newestFirst[0]?.at ?? '',
    lastSuccessAt: lastSuccess?.at ?? null,
    keyFailuresSinceSuccess,
    topErrors: [...groups.values()].sort((a, b) => b.count - a.count).slice(0, TOP_ERRORS),
  };
}

export function diagnose(newestFirst: readonly Transmission[], hours: number, endpoint?: string): Diagnosis {
  const byEndpoint = new Map<string, Transmission[]>();
  for (const t of newestFirst) {
    const list = byEndpoint.get(t.endpoint);
    if (list) list.push(t);
    else byEndpoint.set(t.endpoint, [t]);
  }
  const endpoints = [...byEndpoint.entries()]
    .map(([name, list]) => diagnoseEndpoint(name, list))
    .sort((a, b) => b.failures - a.failures || a.endpoint.localeCompare(b.endpoint));
  const failing = endpoints.find((e) => e.keyFailuresSinceSuccess >= KEY_FAILURE_STREAK);
  const scope = endpoint ? ` to ${endpoint}` : '';
  let escalation: Diagnosis['escalation'] = null;
  if (newestFirst.length === 0) {
    escalation = {
      cause: 'no_transmissions',
      detail: `nothing arrived${scope} in the last ${hours === 1 ? 'hour' : `${hours} hours`}; if the integration is sending, its requests do not reach the service with a valid key (an undecryptable key cannot be tied to the company)`,
    };
  } else if (failing) {
    escalation = {
      cause: 'key_keeps_failing',
      detail: `${failing.endpoint}: ${failing.keyFailuresSinceSuccess} key errors in a row with no success since`,
    };
  }
  return {
    total: newestFirst.length,
    failures: endpoints.reduce((sum, e) => sum + e.failures, 0),
    endpoints,
    escalation,
  };
}
