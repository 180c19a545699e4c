/**
 * The mixed load: what an integration and an agent do all day, one request of each in turn per
 * connection. Writes are upserts of the same records (a resent punch, the same event, the same
 * notification) so the table stays small however long the run; requestExtension goes to a
 * HOMOLOG company, which sends no e-mail. Every request must answer 2xx.
 */
import type { Request as AutocannonRequest } from 'autocannon';

export interface LoadSeeds {
  key: string;
  homologKey: string;
  companyId: string;
  /** Service tokens of distinct actors: each actor's 120 calls per minute are the MCP limit. */
  tokens: string[];
  approvalLinkKey: string;
}

const json = (path: string, body: object): AutocannonRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function loadRequests(seeds: LoadSeeds): AutocannonRequest[] {
  const { key } = seeds;
  let call = 0;
  const nextToken = (request: AutocannonRequest): AutocannonRequest => {
    call += 1;
    const token = seeds.tokens[call % seeds.tokens.length];
    return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
  };
  return [
    json('/recordPunch', {
      key,
      username: 'ana',
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: '2026-03-10T11:58:00Z',
      hostname: 'NB-01',
      locationType: 'office',
    }),
    json('/listPunchClockByDay', { key, date: '2026-03-10' }),
    json('/sendPunchClock', {
      key,
      username: 'bia',
      date: '2026-03-10',
      beginDay: '2026-03-10T12:00:00Z',
      endDay: '2026-03-10T21:00:00Z',
      hostname: 'NB-02',
      locationType: 'home',
    }),
    json('/setEvent', {
      key,
      updatedBy: 'load',
      events: [
        {
          id: 'evt-load',
          name: 'Load',
          dateTimeBegin: '2026-03-09 09:00:00',
          dateTimeEnd: '2026-03-11 18:00:00',
        },
      ],
    }),
    json('/getEvents', { key, dateBegin: '2026-03-01', dateEnd: '2026-03-31' }),
    json('/listAppClassificationRules', { key }),
    json('/masterData', {
      key,
      data: {
        employees: [{ login: 'load.user', name: 'Load User', department: 'Ops', role: 'Bot', active: true }],
      },
    }),
    json('/insertNotification', {
      key,
      notification: { notification_id: 'load', title: 'Carga', recurrency: true, recurrency_type: 'daily' },
      employees: ['ana'],
    }),
    json('/requestExtension', { key: seeds.homologKey, user: 'ana', reqMinutes: 1, justification: 'carga' }),
    json('/listExtensionRequests', { key, email: 'boss@load.example' }),
    { ...json('/mcp/tools/searchEmployee', { dataset: 'employees', query: 'a' }), setupRequest: nextToken },
    {
      ...json('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      setupRequest: nextToken,
    },
    { method: 'GET', path: '/mcp/tools' },
    { method: 'GET', path: '/.well-known/jwks.json' },
    { method: 'GET', path: `/approval/${seeds.approvalLinkKey}` },
  ];
}
