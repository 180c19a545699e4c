/** Seeding the data MCP tools read, through the same domain code the REST endpoints run. */
import { randomUUID } from 'node:crypto';
import type { Company } from '../../../../lib/companies/company.js';
import { getCompany } from '../../../../lib/dynamo/company-store.js';
import { putTransmission } from '../../../../lib/dynamo/transmission-store.js';
import type { Transmission } from '../../../../lib/logs/records.js';
import { readNotificationRequest } from '../../../../lib/notifications/notification.js';
import { sendNotification } from '../../../../lib/notifications/send-notification.js';
import { approveRequests } from '../../../../lib/overtime/decide-requests.js';
import { createExtensionRequest } from '../../../../lib/overtime/request-extension.js';
import { sendPunchClock } from '../../../../lib/punch/save-punches.js';

export async function companyRecord(companyId: string): Promise<Company> {
  const company = await getCompany(companyId);
  if (!company) throw new Error(`no company ${companyId}`);
  return company;
}

export async function requestOvertime(
  companyId: string,
  user: string,
  reqMinutes: number,
  extraTime: string,
  manager?: string,
) {
  return createExtensionRequest(await companyRecord(companyId), {
    user,
    reqMinutes,
    justification: 'month-end close',
    extraTime,
    ...(manager ? { manager } : {}),
  });
}

export async function approveOvertime(companyId: string, employee: string, managerEmail: string) {
  return approveRequests(await companyRecord(companyId), { employee, managerEmail, approved: true });
}

/** A day of punches, times in UTC: `{ beginDay: '08:00', endDay: '17:00', ... }` on `date`. */
export async function punchDay(
  companyId: string,
  username: string,
  date: string,
  times: Partial<Record<'beginDay' | 'beginLunch' | 'endLunch' | 'endDay', string>>,
  locationType: 'office' | 'home' | 'field' = 'office',
) {
  const instants = Object.fromEntries(
    Object.entries(times).map(([field, hhmm]) => [field, `${date}T${hhmm}:00Z`]),
  );
  return sendPunchClock(await companyRecord(companyId), {
    username,
    date,
    hostname: 'NB-01',
    locationType,
    source: 'test',
    ...instants,
  });
}

export async function notify(companyId: string, id: string, recurrent: boolean, employees?: string[]) {
  return sendNotification(
    companyId,
    readNotificationRequest({
      notification: recurrent
        ? { notification_id: id, title: `Title ${id}`, recurrency: true, recurrency_type: 'daily' }
        : { notification_id: id, title: `Title ${id}`, recurrency: false, one_time: '2026-05-01 09:00:00' },
      ...(employees ? { employees } : {}),
    }),
  );
}

export async function transmission(
  companyId: string,
  fields: Partial<Transmission> & Pick<Transmission, 'endpoint' | 'status'>,
): Promise<Transmission> {
  const record: Transmission = {
    companyId,
    errorCode: null,
    latencyMs: 12,
    counts: {},
    requestId: `req_${randomUUID()}`,
    at: new Date().toISOString(),
    ...fields,
  };
  await putTransmission(record);
  return record;
}

/** ISO instant `minutes` ago. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
