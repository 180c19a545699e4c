/**
 * One small company for the dashboard and analytics tests, with numbers worked out by hand:
 *   D1 ana   08:00-17:00, lunch 12-13 → 480 min, office, 60 approved extension minutes
 *   D1 bruno 09:05, no end            → incomplete, field
 *   D2 ana   09:20-17:00, no lunch    → 460 min, home
 *   D2 carla 09:30-17:30 São Paulo    → 480 min, office, 30 approved extension minutes
 * Departments: ana and bruno Sales, carla Ops. Company time zone UTC.
 */
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { approveOvertime, punchDay, requestOvertime } from './seed.js';

export const D1 = '2026-11-16';
export const D2 = '2026-11-17';

export async function analyticsCompany(): Promise<TestCompany> {
  const company = await newCompany({
    name: `Analytics HOMOLOG ${Date.now()}`,
    employees: [
      employee('ana', { department: 'Sales', manager: 'boss@x.example' }),
      employee('bruno', { department: 'Sales' }),
      employee('carla', { department: 'Ops', timezone: 'America/Sao_Paulo', manager: 'boss@x.example' }),
    ],
  });
  const id = company.companyId;
  await punchDay(id, 'ana', D1, {
    beginDay: '08:00',
    beginLunch: '12:00',
    endLunch: '13:00',
    endDay: '17:00',
  });
  await punchDay(id, 'bruno', D1, { beginDay: '09:05' }, 'field');
  await punchDay(id, 'ana', D2, { beginDay: '09:20', endDay: '17:00' }, 'home');
  await punchDay(id, 'carla', D2, { beginDay: '12:30', endDay: '20:30' });
  await requestOvertime(id, 'ana', 60, `${D1} 18:00:00`);
  await approveOvertime(id, 'ana', 'boss@x.example');
  await requestOvertime(id, 'carla', 30, `${D2} 18:00:00`);
  await approveOvertime(id, 'carla', 'boss@x.example');
  return company;
}
