/** Where a malformed value travels. */
export type Place = 'query' | 'form' | 'json';

/**
 * What the answer must be. `named`: ValidationError whose `fields` name every malformed field
 * (control characters are refused before any route runs). `invalid`: ValidationError.
 * `tooLarge`: 413 PayloadTooLarge. `answer`: no 5xx, the contract's answer shape, and no row
 * written when the answer is an error (the value may be valid for some fields, e.g. "-1" as a name).
 */
export type Expectation = 'named' | 'invalid' | 'tooLarge' | 'answer';

export interface FuzzCase {
  name: string;
  places: readonly Place[];
  /** The value every fuzzed field gets; undefined sends no field at all. */
  value?: unknown;
  /** A raw body instead of fields (broken JSON). */
  raw?: string;
  expect: Expectation;
}

/**
 * Routes that answer failures as the spec's subscription calls do: `status: "Error"` with
 * `errorMessage` beside errorName and userMessage. The suite holds them to that shape instead.
 */
export const ERROR_STATUS_ROUTES: readonly string[] = [
  '/api/profile/get-subscription',
  '/api/profile/get-benefits-v2',
  '/api/payment/subscription',
  '/backend/v2/pauseAb',
  '/backend/v2/continueAb',
  '/backend/v2/refund',
  '/backend/v2/changeGRZ',
  '/backend/v2/getTiming',
  '/backend/v2/selectedAbonements',
  '/api/profile/subscription-advice',
];

/** The status a route's failures carry. */
export const errorStatusOf = (url: string) => (ERROR_STATUS_ROUTES.some((route) => url.endsWith(route)) ? 'Error' : 'error');

const ALL: readonly Place[] = ['query', 'form', 'json'];
const BODY: readonly Place[] = ['form', 'json'];

/** Over the server's 1 MB body limit once a field name is added. */
const ONE_MB = 'x'.repeat(1024 * 1024);
/**
 * A long query value: Node refuses request heads over 16 KB (431) before Fastify sees them, so
 * 8 KB is the longest query a client can really send; every field of the contract is shorter.
 */
const LONG_QUERY = 'x'.repeat(8 * 1024);

/**
 * A value reaches a route as the same string (or array, for a repeated key) whether it came in the
 * query, a form or JSON; the form is fuzzed where its own parser matters (control characters, size).
 */
const TEXT: readonly Place[] = ['query', 'json'];

export const FUZZ_CASES: readonly FuzzCase[] = [
  { name: 'missing', places: ['query', 'json'], value: undefined, expect: 'answer' },
  { name: 'empty', places: TEXT, value: '', expect: 'answer' },
  { name: 'NUL', places: ALL, value: 'a\u0000b', expect: 'named' },
  { name: 'control characters', places: ALL, value: '\u0007a\u001bb\u007f', expect: 'named' },
  { name: 'NUL alone', places: TEXT, value: '\u0000', expect: 'named' },
  { name: '1e308 as text', places: TEXT, value: '1e308', expect: 'answer' },
  { name: '2^31 as text', places: TEXT, value: '2147483648', expect: 'answer' },
  { name: '-1 as text', places: TEXT, value: '-1', expect: 'answer' },
  { name: '1e308', places: ['json'], value: 1e308, expect: 'answer' },
  { name: '2^31', places: ['json'], value: 2 ** 31, expect: 'answer' },
  { name: '-1.5', places: ['json'], value: -1.5, expect: 'answer' },
  { name: 'array', places: TEXT, value: ['1', '2'], expect: 'answer' },
  { name: 'object', places: ['json'], value: { a: '1' }, expect: 'answer' },
  { name: 'null', places: ['json'], value: null, expect: 'answer' },
  { name: 'long query text', places: ['query'], value: LONG_QUERY, expect: 'answer' },
  { name: '1 MB text', places: BODY, value: ONE_MB, expect: 'tooLarge' },
  { name: 'broken JSON', places: ['json'], raw: '{"token":', expect: 'invalid' },
  { name: 'JSON array body', places: ['json'], raw: '[1,2]', expect: 'answer' },
];

/**
 * Routes whose own body limit is above the server's 1 MB (the desk's fines import takes a file with
 * its photos, its bank-statement import a month's statement): the 1 MB text reaches their validation and is refused there as malformed input, while
 * a body over their own limit is refused as too large in their own tests.
 */
export const LARGE_BODY_ROUTES: readonly string[] = ['/api/operator/fines/import/v1', '/api/operator/bank-statements/import/v1'];

/**
 * Routes that check the token before their body is read (an upload is not parsed for a stranger), so
 * every case reaches their body's checks only when signed in; without a token each answers TokenNotFound.
 */
export const TOKEN_FIRST_ROUTES: readonly string[] = LARGE_BODY_ROUTES;

export const isTokenFirst = (url: string) => TOKEN_FIRST_ROUTES.some((route) => url.endsWith(route));

/** What a case must answer on a route: the 1 MB text is only too large where the server's limit holds. */
export const expectationOn = (url: string, fuzz: FuzzCase): FuzzCase =>
  fuzz.expect === 'tooLarge' && LARGE_BODY_ROUTES.some((route) => url.endsWith(route)) ? { ...fuzz, expect: 'invalid' } : fuzz;

/**
 * Routes that answer a file instead of JSON. Each case is sent once per variant: as on every route,
 * and with the file's format kept valid, so that the malformed values also reach the filters behind
 * it instead of stopping at the format; a 200 whose content type is the file's counts as an answer.
 */
export const FILE_ROUTES: Record<string, { variants: readonly Record<string, string>[]; contentType: RegExp }> = {
  '/api/profile/download-history/v1': {
    variants: [{}, { type: 'xls' }, { type: 'pdf' }],
    contentType: /^application\/(pdf|vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)$/,
  },
  '/api/finesstorage/fineimage/v1': { variants: [{}], contentType: /^image\/(png|jpeg|svg\+xml)$/ },
  '/api/finesstorage/evidence/v1': { variants: [{}], contentType: /^application\/pdf$/ },
  '/api/operator/fine-evidence/v1': { variants: [{}], contentType: /^application\/pdf$/ },
  '/api/operator/audit/export/v1': {
    variants: [{}, { action: 'staff.invite' }],
    contentType: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
  },
  '/api/receipt': { variants: [{}, { receiptnumber: '000001' }], contentType: /^application\/pdf$/ },
  '/api/corp-profile/statement': {
    variants: [{}, { month: '2026-10', format: 'pdf' }, { month: '2026-10', format: 'xlsx' }],
    contentType: /^application\/(pdf|vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)$/,
  },
};

/**
 * JSON routes that check one field before another: each case is also sent with the first kept
 * valid, so that malformed values reach the fields behind it (the address a document is e-mailed
 * to is read only once the number names one).
 */
export const VARIANT_ROUTES: Record<string, readonly Record<string, string>[]> = {
  '/api/sendreceipt': [{}, { receiptnumber: '000001' }, { email: 'driver@parking.test' }],
  // A push service's address, so that malformed browser keys are what is refused; then well-formed
  // keys with addresses the server must never post to (loopback, cloud metadata, IPv6 loopback,
  // plain HTTP to localhost, a host that is no push service), so that their refusal is held to the
  // same rules. The notifications tests hold the full list.
  '/api/profile/push-subscription': [
    {},
    { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' },
    ...[
      'https://127.0.0.1:8443/internal/admin',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'http://localhost/push',
      'https://push.example/fuzz',
    ].map((endpoint) => ({ endpoint, p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) })),
  ],
  // The company's account: malformed values must reach its branch behind a valid zone and duration.
  '/api/payment/start': [{}, { PaymentService: 'company', Zone: '101', Duration: '60' }],
  '/api/payment/renew': [{}, { PaymentService: 'company', Duration: '60' }],
  // A device of the demo company, so that a malformed IMEI or VIN is what is refused.
  '/api/corp-profile/edit-device': [{}, { id: '1' }],
  // The desk's staff: a fresh e-mail, or a member who exists (a demo staff member), so that malformed
  // names and roles are what is refused; the state calls name a member too.
  '/api/operator/staff/v1': [{}, { email: 'fuzz.invite@perm.test' }],
  '/api/operator/staff/roles/v1': [{}, { operatorId: '2' }],
  '/api/operator/staff/disable/v1': [{}, { operatorId: '2' }],
  '/api/operator/staff/enable/v1': [{}, { operatorId: '2' }],
  // The driver search with a query that finds the demo driver, so that a malformed `before` is what is
  // refused; the card of a driver who exists.
  '/api/operator/drivers/v1': [{}, { query: 'demo@parking.test' }],
  '/api/operator/drivers/card/v1': [{}, { id: '1' }],
};
