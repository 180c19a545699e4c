/**
 * The records of the summary items: what settle.ts hands to the summary store and what the store
 * answers, kept under the keys and entities of lib/dynamo/keys.ts (summaryKeys).
 */
import type { AggregateNumbers } from '../analytics/aggregate.js';

/** A company's day summed from its records: what replaces its summaries. */
export interface SummedDay {
  date: string;
  settledAt: string;
  /** The company's numbers, location types and start histogram; undefined: the day has no record. */
  total: AggregateNumbers | undefined;
  /** Each department's numbers and start histogram. */
  departments: ReadonlyArray<{ department: string; numbers: AggregateNumbers }>;
  /** The employees' numbers by login, in JSON objects small enough for an item each. */
  people: readonly string[];
}

/** The company's day (its start histogram is an item of its own), and what summing it again replaces. */
export type DaySummary = AggregateNumbers & {
  date: string;
  settledAt: string;
  /** The keys (summaryKeys.departmentKey) of its departments' items. */
  departments: string[];
  /** How many items its employees' numbers take. */
  peopleParts: number;
};

export type DayStarts = AggregateNumbers & { date: string };
export type DepartmentDay = AggregateNumbers & { date: string; department: string };
export type PeopleDay = { date: string; people: string };
/** A department's days of a month summed, up to `through`. */
export type DepartmentMonth = AggregateNumbers & { month: string; department: string; through: string };

export interface LastTransmission {
  endpoint: string;
  at: string;
  requestId: string;
  status: number;
  errorCode: string | null;
}

/** A UTC day's transmissions counted up to `through`: per endpoint and status class, and the newest. */
export interface TransmissionDay {
  day: string;
  counts: Record<string, Record<string, number>>;
  last: Record<string, LastTransmission>;
  through: string;
}

/** A day changed after it was summed: the last change seen, so that summing it again can tell a later one. */
export interface PendingDay {
  date: string;
  lastEvent: string;
  lastChangeAt: string;
}

/** A delivery or a summing that failed, for the answers covering its days to say so. */
export interface FailedSummary {
  id: string;
  days: string[];
  since: string;
  reason: string;
}

export interface SettleState {
  /** Every day up to this one is summed (unless pending); undefined: none is yet. */
  settledThrough: string | undefined;
  /** Every transmission made from `transmissionsSince` up to `transmissionsThrough` is counted in its day's summary. */
  transmissionsSince: string | undefined;
  transmissionsThrough: string | undefined;
  pending: PendingDay[];
  failed: FailedSummary[];
}

export interface Lag {
  behindSeconds: number;
  at: string;
}
