/** POST /listExtensionRequests: the pending requests whose approver is `email`, paged. */
import type { Company } from '../companies/company.js';
import { decodeCursor, encodeCursor, type PageKey } from '../dynamo/cursor.js';
import { pagePendingForApprover } from '../dynamo/extension-store.js';
import { extensionKeys } from '../dynamo/keys.js';
import { requestView } from './extension-request.js';
import { type ListExtensionRequestsInput, MAX_LIST_LIMIT } from './schemas.js';

export async function listExtensionRequests(company: Company, input: ListExtensionRequestsInput) {
  const partition = extensionKeys.pendingByApproverPk(company.companyId, input.email);
  // A cursor is only accepted for the partition it came from: no reading another company's index.
  const startKey = input.cursor
    ? decodeCursor(input.cursor, {
        attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
        fixed: { gsi1pk: partition },
      })
    : undefined;
  const page = await pagePendingForApprover(
    company.companyId,
    input.email,
    input.limit ?? MAX_LIST_LIMIT,
    startKey,
  );
  return {
    requests: page.requests.filter((request) => request.status === 'pending').map(requestView),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey as PageKey) } : {}),
  };
}
