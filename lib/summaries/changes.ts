/**
 * The changes the summaries follow, read from records of the table's change stream (new and old
 * images): a punch day, an employee or a transmission, as it is after the change (undefined: the
 * item was deleted). Several records of one item in a batch come in the order they happened, so
 * the last one says how the item is now.
 */
import { type ChangeRecord, itemOfImage } from '../dynamo/change-record.js';
import { employeeEntity, transmissionEntity, UNKNOWN_COMPANY } from '../dynamo/keys.js';
import { punchDayFromItem } from '../dynamo/punch-store.js';
import type { Transmission } from '../logs/records.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import type { StaffContribution } from './contributions.js';

export type SourceChange =
  | { kind: 'punchDay'; companyId: string; date: string; login: string; day: StoredPunchDay | undefined }
  | { kind: 'employee'; companyId: string; login: string; staff: StaffContribution | undefined }
  | { kind: 'transmission'; transmission: Transmission };

const imageOf = itemOfImage;

export function staffOf(item: Record<string, unknown>): StaffContribution {
  const { profile } = employeeEntity.fromItem(item);
  return { department: profile.department, active: profile.active };
}

function changeOf(record: ChangeRecord): SourceChange | undefined {
  const after = imageOf(record.dynamodb?.NewImage);
  const item = after ?? imageOf(record.dynamodb?.OldImage);
  if (!item) return undefined;
  switch (item.type) {
    case 'PunchDay': {
      const day = punchDayFromItem(item);
      return {
        kind: 'punchDay',
        companyId: day.companyId,
        date: day.date,
        login: day.login,
        day: after ? day : undefined,
      };
    }
    case 'Employee':
      return {
        kind: 'employee',
        companyId: item.companyId as string,
        login: item.login as string,
        staff: after ? staffOf(after) : undefined,
      };
    case 'Transmission': {
      if (!after) return undefined;
      const transmission = transmissionEntity.fromItem(after);
      return transmission.companyId === UNKNOWN_COMPANY ? undefined : { kind: 'transmission', transmission };
    }
    default:
      return undefined;
  }
}

export function sourceIdOf(change: SourceChange): string {
  switch (change.kind) {
    case 'punchDay':
      return `P\u0000${change.companyId}\u0000${change.date}\u0000${change.login}`;
    case 'employee':
      return `E\u0000${change.companyId}\u0000${change.login}`;
    case 'transmission':
      return `T\u0000${change.transmission.companyId}\u0000${change.transmission.requestId}`;
  }
}

/** One change per item: how the item is after the batch's last record of it. */
export function changesOfRecords(records: readonly ChangeRecord[]): SourceChange[] {
  const latest = new Map<string, SourceChange>();
  for (const record of records) {
    const change = changeOf(record);
    if (!change) continue;
    const id = sourceIdOf(change);
    latest.delete(id);
    latest.set(id, change);
  }
  return [...latest.values()];
}

/** The company a change belongs to. */
export const companyOf = (change: SourceChange): string =>
  change.kind === 'transmission' ? change.transmission.companyId : change.companyId;

/** The day a change is about: the local date of a punch day, the UTC day of a transmission. */
export const dayOf = (change: SourceChange): string | undefined =>
  change.kind === 'punchDay'
    ? change.date
    : change.kind === 'transmission'
      ? change.transmission.at.slice(0, 10)
      : undefined;
