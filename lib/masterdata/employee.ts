/**
 * The employee of master data: five required fields, four the service reads, anything else kept
 * as sent. One schema for the REST endpoint and the MCP tools.
 */
import * as z from 'zod';
import { isValidTimeZone } from '../companies/company.js';

export const MAX_EMPLOYEES_PER_REQUEST = 10_000;

const email = z.email({ message: 'must be an e-mail address' }).max(254);

export const EmployeeSchema = z.looseObject({
  login: z.string().trim().min(1, 'must not be empty').max(200),
  name: z.string().min(1, 'must not be empty').max(500),
  department: z.string().max(500),
  role: z.string().max(500),
  active: z.boolean(),
  email: email.optional(),
  manager: email.optional(),
  defaultManager: email.optional(),
  timezone: z.string().refine(isValidTimeZone, 'must be an IANA time zone').optional(),
});

export type Employee = z.infer<typeof EmployeeSchema>;

export const REQUIRED_EMPLOYEE_FIELDS = ['login', 'name', 'department', 'role', 'active'] as const;
