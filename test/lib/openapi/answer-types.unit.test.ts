// The answer schemas of the document are written in zod for it; where the code declares the same
// answer as a TypeScript type, the two must be the same type, so a field added to one and not the
// other stops the typecheck (the examples test checks the live answers at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { TokenResponse } from '../../../lib/auth/client-credentials.js';
import type { ExchangeResponse } from '../../../lib/auth/exchange-idp-token.js';
import type { PublicRule } from '../../../lib/classification/rule.js';
import type { CalendarEvent } from '../../../lib/events/calendar-event.js';
import type { SendResult } from '../../../lib/notifications/send-notification.js';
import type { CalendarEventSchema } from '../../../lib/openapi/operations/calendar.js';
import type { PublicRuleSchema } from '../../../lib/openapi/operations/classification.js';
import type { ExtensionRequestViewSchema } from '../../../lib/openapi/operations/overtime.js';
import type { ExchangeResponseSchema, TokenResponseSchema } from '../../../lib/openapi/operations/tokens.js';
import type { requestView } from '../../../lib/overtime/extension-request.js';

type Out<S extends z.ZodType> = z.output<S>;

describe('documented answers and the types of the code', () => {
  it('are the same types', () => {
    expectTypeOf<Out<typeof CalendarEventSchema>>().toEqualTypeOf<CalendarEvent>();
    expectTypeOf<Out<typeof PublicRuleSchema>>().toEqualTypeOf<PublicRule>();
    expectTypeOf<Out<typeof ExtensionRequestViewSchema>>().toEqualTypeOf<ReturnType<typeof requestView>>();
    expectTypeOf<Out<typeof TokenResponseSchema>>().toEqualTypeOf<TokenResponse>();
    expectTypeOf<Out<typeof ExchangeResponseSchema>>().toEqualTypeOf<ExchangeResponse>();
    expectTypeOf<SendResult>().toEqualTypeOf<{
      notification_id: string;
      created: boolean;
      recipients: number;
      executionId: string;
    }>();
  });
});
