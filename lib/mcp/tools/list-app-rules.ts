import { listActiveRules } from '../../classification/rules.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { nextCursorField, positionOf } from './paging.js';
import { count } from './words.js';

const NAME = 'listAppRules';

export const listAppRules = defineTool({
  name: NAME,
  description:
    "The company's active application classification rules in priority order (rnk ascending, rules without rnk last, then name), as /listAppClassificationRules.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: {
    title: 'Classification rules',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () => z.object({ ...PageArguments.shape }),
  async run({ tenant }, args) {
    // The store's own cursor travels inside the signed one, bound to this tenant.
    const storeCursor = await positionOf<string>(NAME, tenant, args);
    const page = await listActiveRules(tenant ?? '', {
      limit: args.limit,
      ...(storeCursor ? { cursor: storeCursor } : {}),
    });
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    const first = page.rules[0];
    return {
      data: { rules: page.rules, ...(await nextCursorField(NAME, tenant, args, page.nextCursor)) },
      humanSummary:
        page.rules.length === 0
          ? 'The company has no active classification rules.'
          : `${count(page.rules.length, 'active rule')} on this page${more}; highest priority: ${first?.app_name_pt}.`,
    };
  },
});
