/** POST /listExtensionRequests: the pending requests whose approver is `email`, paged. */
import type { Company } from '../companies/company.js';
import { pagePendingForApprover } from '../dynamo/extension-store.js';
import { extensionKeys } from '../dynamo/keys.js';
import { ValidationError } from '../shared/errors.js';
import { requestView } from './extension-request.js';
import { type ListExtensionRequestsInput, MAX_LIST_LIMIT } from './schemas.js';

const CURSOR_FIELDS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

function encodeCursor(lastKey: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(lastKey)).toString('base64url');
}

/** A cursor is only accepted for the partition it came from: no reading another company's index. */
function decodeCursor(cursor: string, expectedPartition: string): Record<string, unknown> {
  const invalid = () => new ValidationError('invalid fields: cursor (not a cursor of this listing)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const fields = parsed as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (keys.length !== CURSOR_FIELDS.length || !CURSOR_FIELDS.every((f) => typeof fields[f] === 'string')) {
    throw invalid();
  }
  if (fields.gsi1pk !== expectedPartition) throw invalid();
  return fields;
}

export async function listExtensionRequests(company: Company, input: ListExtensionRequestsInput) {
  const partition = extensionKeys.pendingByApproverPk(company.companyId, input.email);
  const startKey = input.cursor ? decodeCursor(input.cursor, partition) : undefined;
  const page = await pagePendingForApprover(
    company.companyId,
    input.email,
    input.limit ?? MAX_LIST_LIMIT,
    startKey,
  );
  return {
    requests: page.requests.filter((request) => request.status === 'pending').map(requestView),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
