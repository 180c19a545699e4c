/**
 * The employee of master data: five required fields, four the service reads, anything else kept
 * as sent. One schema for the REST endpoint and the MCP tools.
 */

import type { Actor } from '../shared/actor.js';
import { isTimeZone } from '../shared/dates.js';
import { maxBytes } from '../shared/validation.js';
import * as z from '../shared/zod.js';

export const MAX_EMPLOYEES_PER_REQUEST = 10_000;
/** A /masterData body's limit (other endpoints take 1 MiB). */
export const MASTER_DATA_MAX_BODY_BYTES = 6 * 1024 * 1024;
/** A login is part of several keys (employee, punch day, extension requests, screen block). */
export const MAX_LOGIN_BYTES = 200;

/** The e-mail and login fields, as every input that names an employee or a manager checks them. */
export const EmailSchema = z.email({ message: 'must be an e-mail address' }).check(z.maxLength(254));
export const LoginSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), maxBytes(MAX_LOGIN_BYTES));

export const EmployeeSchema = z.looseObject({
  login: LoginSchema,
  name: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(500)),
  department: z.string().check(z.maxLength(500)),
  role: z.string().check(z.maxLength(500)),
  active: z.boolean(),
  email: z.optional(EmailSchema),
  manager: z.optional(EmailSchema),
  defaultManager: z.optional(EmailSchema),
  timezone: z.optional(z.string().check(z.refine(isTimeZone, 'must be an IANA time zone'))),
});

export type Employee = z.infer<typeof EmployeeSchema>;

/** An employee as stored: the profile as last submitted, and when. */
export interface StoredEmployee {
  companyId: string;
  login: string;
  /** The employee exactly as last submitted (required, read and extra fields). */
  profile: Employee;
  updatedAt: string;
  /** Who changed it, when that was not a /masterData import (which replaces the item, and this with it). */
  changedBy?: Actor;
}
