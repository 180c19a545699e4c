import { listActiveRules } from '../../classification/rules.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

export const listAppRules = defineTool({
  name: 'listAppRules',
  description:
    "The company's active application classification rules in priority order (rnk ascending, rules without rnk last, then name), as /listAppClassificationRules.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Classification rules'),
  input: () => z.object({ ...PageArguments.shape }),
  async run({ tenant }, args) {
    const page = await listActiveRules(tenant ?? '', args);
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    const first = page.rules[0];
    return {
      data: { ...page },
      humanSummary:
        page.rules.length === 0
          ? 'The company has no active classification rules.'
          : `${count(page.rules.length, 'active rule')} on this page${more}; highest priority: ${first?.app_name_pt}.`,
    };
  },
});
