import { describe, expect, it } from 'vitest';
import { RuleFieldsSchema } from '../../../lib/classification/schemas.js';
import { SetEventSchema } from '../../../lib/events/schemas.js';
import { EmployeeSchema } from '../../../lib/masterdata/employee.js';
import { lowerCaseBody } from '../../../lib/notifications/lower-case-keys.js';
import { readNotificationRequest } from '../../../lib/notifications/notification.js';
import { RequestExtensionSchema } from '../../../lib/overtime/schemas.js';
import { SendPunchClockSchema } from '../../../lib/punch/schemas.js';
import { dayKindOf, sandboxPlan, workdaysOf } from '../../../lib/sandbox/plan.js';
import { parseInput } from '../../../lib/shared/validation.js';

const plan = sandboxPlan('Integração Teste', '2026-10');

describe('sandboxPlan', () => {
  it('is the same plan for the same name and month, and another for another name', () => {
    expect(sandboxPlan('Integração Teste', '2026-10')).toEqual(plan);
    expect(sandboxPlan('Outra Integração', '2026-10').employees).not.toEqual(plan.employees);
  });

  it('has 50 people in 5 departments and 2 time zones, a manager each, two who left', () => {
    expect(plan.employees).toHaveLength(50);
    expect(new Set(plan.employees.map((e) => e.login)).size).toBe(50);
    const perDepartment = new Map<string, number>();
    for (const e of plan.employees)
      perDepartment.set(e.department, (perDepartment.get(e.department) ?? 0) + 1);
    expect(Object.fromEntries(perDepartment)).toEqual({
      Sales: 10,
      Support: 10,
      Engineering: 10,
      Finance: 10,
      Operations: 10,
    });
    expect(plan.employees.filter((e) => e.role.endsWith('Manager'))).toHaveLength(5);
    expect(new Set(plan.employees.map((e) => e.timezone ?? plan.company.timezone))).toEqual(
      new Set(['America/Sao_Paulo', 'Europe/Lisbon']),
    );
    expect(plan.employees.filter((e) => !e.active)).toHaveLength(2);
    expect(plan.company.test).toBe(true);
  });

  it('gives a month of workdays with late starts, skipped lunches and absences', () => {
    const workdays = workdaysOf('2026-10');
    expect(workdays).toHaveLength(22);
    const active = plan.employees.filter((e) => e.active);
    const kinds = active.flatMap((e) =>
      workdays.map((date) => dayKindOf('Integração Teste|2026-10', e.login, date)),
    );
    for (const kind of ['ordinary', 'late', 'noLunch', 'absent'] as const) expect(kinds).toContain(kind);
    expect(plan.punchDays).toHaveLength(kinds.filter((kind) => kind !== 'absent').length);
    expect(plan.punchDays?.filter((day) => !day.beginLunch).length).toBe(
      kinds.filter((k) => k === 'noLunch').length,
    );
  });

  it('has pending, approved and rejected overtime of different people, events, rules and notifications', () => {
    const decisions = (plan.requests ?? []).map((request) => request.decision);
    expect(decisions.filter((d) => d === 'pending')).toHaveLength(4);
    expect(decisions.filter((d) => d === 'approved')).toHaveLength(5);
    expect(decisions.filter((d) => d === 'rejected')).toHaveLength(3);
    expect(new Set(plan.requests?.map((request) => request.user)).size).toBe(12);
    expect(plan.events?.length).toBeGreaterThanOrEqual(5);
    expect(plan.rules?.length).toBeGreaterThanOrEqual(5);
    expect(plan.notifications?.length).toBeGreaterThanOrEqual(3);
  });

  it("passes the service's own request schemas, every record of it", () => {
    for (const employee of plan.employees) parseInput(EmployeeSchema, employee);
    for (const day of plan.punchDays ?? []) parseInput(SendPunchClockSchema, day);
    parseInput(SetEventSchema, { events: plan.events });
    for (const { decision: _d, approver: _a, ...request } of plan.requests ?? [])
      parseInput(RequestExtensionSchema, request);
    for (const rule of plan.rules ?? []) parseInput(RuleFieldsSchema, rule);
    for (const body of plan.notifications ?? []) readNotificationRequest(lowerCaseBody(body));
  });
});
