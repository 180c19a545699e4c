/**
 * How an MCP call can end badly, one class per outcome the client sees:
 * - ToolFailure: a refusal or failure of a tool call, answered as the failure envelope (a tool
 *   result with `isError` inside JSON-RPC, the envelope with its status on the direct route);
 * - ToolCrash: a failure no tool meant, answered -32000 in JSON-RPC and 500 on the direct route;
 * - MethodError: a JSON-RPC error response to one request (unknown params, missing token...).
 * - OriginNotAllowedError: a browser request from an Origin the allowlist does not name.
 * Transport-level refusals (bad body, unknown protocol version, rate limit) are HTTP answers
 * built where they happen, in lib/mcp/http.
 */
export interface ToolFailureOptions {
  warnings?: string[];
  requiresHumanEscalation?: boolean;
  /** The scope that would have allowed the call: the direct route's 403 challenge names it. */
  requiredScope?: string;
  /**
   * A fault of the request itself, not of the tool (a refused requestState): JSON-RPC answers this
   * error code instead of a tool result.
   */
  protocolCode?: number;
  /** What the audit records of a person's answer that ended the call (declined, cancelled). */
  confirmation?: 'declined' | 'cancelled';
}

export class ToolFailure extends Error {
  constructor(
    readonly escalationReason: string,
    readonly status: number,
    message: string,
    readonly options: ToolFailureOptions = {},
  ) {
    super(message);
    this.name = 'ToolFailure';
  }
}

export class ToolCrash extends Error {
  constructor(
    readonly tool: string,
    cause: unknown,
  ) {
    super(`tool ${tool} failed unexpectedly`, { cause });
    this.name = 'ToolCrash';
  }
}

export class MethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'MethodError';
  }
}

export class OriginNotAllowedError extends Error {
  constructor() {
    super('this Origin may not call the MCP server');
    this.name = 'OriginNotAllowedError';
  }
}
