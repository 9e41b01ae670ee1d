// The one error catalogue. Core code throws AppError(code); src/http/errors.ts turns it into HTTP.
export const ERRORS = {
  BAD_REQUEST: { status: 400, detail: 'The request is malformed.' },
  INVALID_JSON: { status: 400, detail: 'The request body is not valid JSON.' },
  BODY_NOT_OBJECT: { status: 400, detail: 'The request body must be a JSON object.' },
  JSON_TOO_DEEP: { status: 400, detail: 'The request body nests objects or arrays more than 32 levels deep.' },
  QUERY_TIMEOUT: { status: 400, detail: "The query did not finish within the server's query deadline." },
  INSUFFICIENT_CREDITS: { status: 400, detail: 'Not enough credits for this order.' },
  ORDER_NOT_PAID: { status: 400, detail: 'Leads are only available for paid orders.' },
  ORDER_STATE: { status: 400, detail: 'The order is not in a state that allows this.' },
  UNAUTHORIZED: { status: 401, detail: 'Authentication required: send Authorization: Bearer <access_token>.' },
  INVALID_API_KEY: { status: 401, detail: 'Invalid API key.' },
  INVALID_TOKEN: { status: 401, detail: 'Invalid or expired token.' },
  INVALID_CREDENTIALS: { status: 401, detail: 'Invalid email or password.' },
  FORBIDDEN: { status: 403, detail: 'You do not have permission to do this.' },
  ACCOUNT_SUSPENDED: { status: 403, detail: 'This account is suspended. Contact support.' },
  FEATURE_REQUIRED: { status: 403, detail: 'Your subscription does not include this feature.' },
  IP_BLOCKED: { status: 403, detail: 'This address is blocked.' },
  HOST_NOT_ALLOWED: { status: 403, detail: 'This server does not answer to that Host name.' },
  NOT_FOUND: { status: 404, detail: 'Not found.' },
  ROUTE_NOT_FOUND: { status: 404, detail: 'No such endpoint.' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Method not allowed on this endpoint.' },
  OWN_ACCOUNT: { status: 409, detail: 'An admin cannot suspend their own account (another admin or the CLI can).' },
  LAST_ADMIN: { status: 409, detail: 'This is the last active admin: make another admin first, or nobody could administer this server.' },
  REQUEST_TIMEOUT: { status: 408, detail: 'The request did not arrive in time.' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'The request body is larger than 1 MiB.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Send the body as JSON with Content-Type: application/json.' },
  VALIDATION_ERROR: { status: 422, detail: 'The request is invalid.' },
  FIXTURES_INVALID: { status: 422, detail: 'The fixtures have problems; nothing was written.' },
  HEADERS_TOO_LARGE: { status: 431, detail: 'The request headers are too large.' },
  RATE_LIMITED: { status: 429, detail: 'Too many requests.' },
  QUOTA_EXCEEDED: { status: 429, detail: 'Daily quota exceeded.' },
  INTERNAL_ERROR: { status: 500, detail: 'Internal server error.' },
  INJECTED_FAULT: { status: 500, detail: 'A fault injected in test mode.' },
  SHUTTING_DOWN: { status: 503, detail: 'The server is shutting down; retry against the next instance.' },
  TOO_MANY_CONNECTIONS: { status: 503, detail: 'The server has too many open connections; try again shortly.' },
  READERS_UNAVAILABLE: { status: 503, detail: 'No reader thread can open the database file right now; try again shortly.' },
  READERS_BUSY: { status: 503, detail: 'Too many registry reads are waiting; try again shortly.' },
  DATABASE_REPLACED: { status: 503, detail: 'The database file was replaced while the server was running; writes are refused until a restart.' },
  DATABASE_CORRUPT: { status: 503, detail: 'The database file is damaged; the operator has to restore it (firmbase db check tells where).' },
  STORAGE_FULL: { status: 507, detail: 'The server has no storage space left; nothing was saved. Reads still work.' },
  // `firmbase record`: its start, and its forwarding proxy's answers (never the API's).
  UPSTREAM_UNREACHABLE: { status: 502, detail: 'The upstream service did not answer.' },
  UPSTREAM_LOGIN_FAILED: { status: 502, detail: 'The upstream service refused the API key.' },
} as const satisfies Record<string, { status: number; detail: string }>

/**
 * Failures of the command line alone: never an HTTP answer, so not in the catalogue above nor in the API
 * document (a `USAGE` error exits 2, the others 1; the status is what one would answer if it ever leaked).
 */
export const CLI_ERRORS = {
  DB_OPEN_FAILED: { status: 500, detail: 'Cannot open the database.' },
  USAGE: { status: 400, detail: 'Invalid command-line usage.' },
  PORT_UNAVAILABLE: { status: 500, detail: 'The port cannot be used.' },
} as const satisfies Record<string, { status: number; detail: string }>

export type ErrorCode = keyof typeof ERRORS | keyof typeof CLI_ERRORS
const CATALOGUE: Record<ErrorCode, { status: number; detail: string }> = { ...ERRORS, ...CLI_ERRORS }
/** Whether a code is one of firmbase's own (an error that crossed a thread keeps it). */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(CATALOGUE, code)

/** What `firmbase record` answers when the upstream fails it: its proxy's answers, not the API's (not in the API document). */
export const RECORDER_CODES = ['UPSTREAM_UNREACHABLE', 'UPSTREAM_LOGIN_FAILED'] as const satisfies readonly ErrorCode[]
/** Every `code` an answer of the API can carry. */
export const HTTP_ERROR_CODES = (Object.keys(ERRORS) as (keyof typeof ERRORS)[]).filter((c) => !(RECORDER_CODES as readonly string[]).includes(c))

export class AppError extends Error {
  readonly code: ErrorCode | string
  readonly status: number
  readonly extra: Record<string, unknown> | undefined
  readonly headers: Record<string, string> | undefined

  /** `cause`: the error this one reports (kept for logs and debuggers; never in an answer). */
  constructor(code: ErrorCode, detail?: string, options: { extra?: Record<string, unknown>; headers?: Record<string, string>; status?: number; cause?: unknown } = {}) {
    super(detail ?? CATALOGUE[code].detail, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = options.status ?? CATALOGUE[code].status
    this.extra = options.extra
    this.headers = options.headers
  }

  get detail(): string {
    return this.message
  }
}

/** 422 naming the field, with the errors list of contract §3. */
export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `${field}: ${message}`, { extra: { errors: [{ field, message }] } })
}
