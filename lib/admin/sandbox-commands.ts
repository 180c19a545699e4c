/** Admin commands for sandbox companies: an isolated test company with a month of data. */
import { createSandbox, resetSandbox } from '../sandbox/sandbox.js';
import type { AdminCommand } from './command.js';

const webhookUrl = {
  description: 'a receiver to subscribe to every event type (https, or http to loopback under npm start)',
};

export const sandboxCommands: Record<string, AdminCommand> = {
  'sandbox:create': {
    summary:
      'create a sandbox: a test company (no e-mail) with a month of deterministic data; prints its key and a service client',
    options: {
      name: {
        required: true,
        description: 'company name (the same name and month always give the same data)',
      },
      month: { description: 'YYYY-MM of the data (default: last month)' },
      'webhook-url': webhookUrl,
    },
    run: (o) =>
      createSandbox({
        name: o.name ?? '',
        ...(o.month ? { month: o.month } : {}),
        ...(o['webhook-url'] ? { webhookUrl: o['webhook-url'] } : {}),
      }),
  },
  'sandbox:reset': {
    summary:
      'put a sandbox back as it was created (its keys stay valid; its service client gets a new secret)',
    options: {
      company: { required: true, description: 'the sandbox company id' },
      'webhook-url': webhookUrl,
    },
    run: (o) =>
      resetSandbox({
        companyId: o.company ?? '',
        ...(o['webhook-url'] ? { webhookUrl: o['webhook-url'] } : {}),
      }),
  },
};
