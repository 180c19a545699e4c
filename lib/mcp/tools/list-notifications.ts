import { listNotifications as listStored } from '../../notifications/list-notifications.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

export const listNotifications = defineTool({
  name: 'listNotifications',
  description:
    "The company's notifications by notification_id, each as stored (title, description, buttons, single-shot or recurrent with its type) with its audience and recipient count.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Notifications'),
  input: () => z.object({ ...PageArguments.shape }),
  async run({ tenant }, args) {
    const page = await listStored(tenant ?? '', args);
    const recurrent = page.notifications.filter((n) => n.recurrency).length;
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { ...page },
      humanSummary:
        page.notifications.length === 0
          ? 'The company has no notifications.'
          : `${count(page.notifications.length, 'notification')} on this page (${recurrent} recurrent)${more}.`,
    };
  },
});
