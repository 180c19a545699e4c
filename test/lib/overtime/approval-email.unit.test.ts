import { describe, expect, it } from 'vitest';
import { approvalEmail } from '../../../lib/overtime/approval-email.js';
import type { ExtensionRequest } from '../../../lib/overtime/extension-request.js';

const request: ExtensionRequest = {
  requestId: 'ext_1',
  companyId: 'co_1',
  companyName: 'Acme & Filhos',
  user: 'ana',
  employeeName: 'Ana <b>Souza</b>',
  reqMinutes: 90,
  justification: 'Fechamento "trimestral" <script>alert(1)</script>',
  extraTime: '2026-03-05 18:30:00',
  department: 'Sales',
  day: '2026-03-05',
  manager: 'boss@x.com',
  approverRule: 'specificManager',
  status: 'pending',
  requestTime: 7200,
  emailStatus: 'sending',
  createdAt: '2026-03-05T12:00:00.000Z',
  ttl: 1_900_000_000,
};
const url = 'http://localhost:3000/approval/abc';

describe('approvalEmail', () => {
  const email = approvalEmail(request, url);

  it('goes to the approver, in Portuguese, naming employee, minutes and day', () => {
    expect(email.to).toBe('boss@x.com');
    expect(email.subject).toBe(
      'Pedido de hora extra: Ana <b>Souza</b>, 90 minutos (1 h 30 min) em 05/03/2026',
    );
    expect(email.text).toContain('Justificativa: Fechamento "trimestral"');
    expect(email.text).toContain('Total pedido no dia: 120 minutos (2 h)');
    expect(email.text).toContain('A partir de: 18:30');
    expect(email.text).toContain(url);
  });

  it('escapes every stored string in the HTML part', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Souza');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Acme &amp; Filhos');
    expect(email.html).toContain(`href="${url}"`);
  });
});
