import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ZOpaqueToken } from '@city-parking/contract/auth/fields';
import { holdsAnyOf, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { AppError } from '../../errors/app-error.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { queryAndBody, queryIntoBody, validate } from '../../http/validate.ts';
import { hashToken, type TokenOwner, type TokenService } from './token-service.ts';

/** Who calls, as the route's authentication preHandler resolved the token. */
export type Caller =
  | { kind: 'driver'; driverId: number }
  | { kind: 'guest'; tokenHash: string }
  | { kind: 'operator'; operatorId: number }
  | { kind: 'company'; companyId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's authentication preHandler (authHooks); null on routes without one. */
    caller: Caller | null;
  }
}

/** Where a route's token travels; undefined when the request carries none. */
export type TokenSource = (request: FastifyRequest) => string | undefined;

type Input = (request: FastifyRequest) => unknown;
const query: Input = (request) => request.query;
const body: Input = (request) => request.body;

/** A text field of parsed input; undefined when it is absent or not text. */
function textField(input: unknown, key: string): string | undefined {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Token sources. Every route declares its input schema (http/route-schemas.ts), so its input is
 * parsed before any preHandler and bad input answers ValidationError (naming its fields) before any
 * token check; a source reads the parsed field.
 */
export const tokenIn = {
  /** `token` of the query (the profile's GET calls). */
  query: (): TokenSource => (request) => textField(query(request), 'token'),
  /** `token` of the body (the profile's POST and PUT calls). */
  body: (): TokenSource => (request) => textField(body(request), 'token'),
  /** `token` of the query or the body (DELETE calls, whose clients send either). */
  queryOrBody: (): TokenSource => (request) => textField(queryAndBody(request), 'token'),
  /** `Token` of the body (the payment calls). */
  paymentBody: (): TokenSource => (request) => textField(body(request), 'Token'),
  /**
   * `token` of the query or the body, else the Authorization header (the corporate calls, whose
   * spec lists no token on some of them).
   */
  fieldOrHeader: (): TokenSource => (request) => textField(queryAndBody(request), 'token') || bearerToken(request),
  /**
   * The Authorization header alone, read before the body is: for an `onRequest` hook on an upload
   * route, so a call without a valid token is refused before megabytes of body are read and parsed.
   */
  headerBeforeBody: (): TokenSource => bearerToken,
  /** The Authorization header (the flat-lot and desk calls), after the route's input is parsed. */
  header: (): TokenSource => bearerToken,
};

/**
 * The roles of a staff member who may use the desk now, read fresh on every call; null for an
 * account that is disabled, not set up yet or gone.
 */
export type StaffAccess = (operatorId: number) => Promise<readonly TStaffRole[] | null>;

/**
 * Whether a driver's account is blocked now, read from the database on every call (never from the
 * token cache), so a block takes effect at the driver's next call whatever token they hold.
 */
export type DriverBlocked = (driverId: number) => Promise<boolean>;

/** An authentication preHandler: resolves the token and sets `request.caller`, or throws its AppError. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

/**
 * The city's authentication preHandlers, one per kind of caller a route accepts. A token of another
 * kind, unknown or revoked answers TokenNotFound; an expired one TokenExpired (tokenService.resolve).
 */
export function authHooks(tokens: TokenService, driverBlocked: DriverBlocked) {
  /** A driver's token of a blocked account answers AccountBlocked: no payment, no session start, no other call. */
  const refuseBlocked = async ({ userType, subjectId }: TokenOwner) => {
    if (userType === 'standart' && subjectId !== null && (await driverBlocked(subjectId))) throw new AppError('AccountBlocked');
  };
  return {
    /** A signed-in driver. */
    driver:
      (source: TokenSource): AuthHook =>
      async (request) => {
        const { subjectId } = await tokens.resolve(source(request), ['standart'], refuseBlocked);
        if (subjectId === null) throw new AppError('TokenNotFound');
        request.caller = { kind: 'driver', driverId: subjectId };
      },

    /**
     * A driver or a guest (POST /api/auth/guest). `guestsWelcome`, when given, is asked about each
     * guest: a city that does not let guests pay answers AccountNotFound. With `companies`, a coop
     * token is a payer too (a company reads the status of its own top-ups).
     */
    payer:
      (source: TokenSource, guestsWelcome?: () => Promise<boolean>, companies = false): AuthHook =>
      async (request) => {
        const token = source(request);
        const { userType, subjectId } = await tokens.resolve(token, companies ? ['standart', 'guest', 'coop'] : ['standart', 'guest'], refuseBlocked);
        if (userType === 'coop' && subjectId !== null) {
          request.caller = { kind: 'company', companyId: subjectId };
          return;
        }
        if (userType === 'guest') {
          if (guestsWelcome && !(await guestsWelcome())) throw new AppError('AccountNotFound');
          // Guest tokens name no one; the token itself is what ties a guest to the payments it made.
          request.caller = { kind: 'guest', tokenHash: hashToken(token ?? '') };
          return;
        }
        if (subjectId === null) throw new AppError('TokenNotFound');
        request.caller = { kind: 'driver', driverId: subjectId };
      },

    /**
     * A staff member at the desk holding one of the roles in `needs`: only an operator token, which
     * no driver's, company's or guest's route accepts. `staff` reads the member's roles on every
     * call, in the request that relies on them: a disabled account's open sessions end at once
     * (TokenNotFound), and a role taken away closes its calls at the next one (StaffRoleRequired).
     */
    operator:
      (source: TokenSource, staff: StaffAccess, needs: readonly TStaffRole[]): AuthHook =>
      async (request) => {
        const { subjectId } = await tokens.resolve(source(request), ['operator']);
        const roles = subjectId === null ? null : await staff(subjectId);
        if (subjectId === null || roles === null) throw new AppError('TokenNotFound');
        if (!holdsAnyOf(roles, needs)) throw new AppError('StaffRoleRequired');
        request.caller = { kind: 'operator', operatorId: subjectId };
      },

    /** A signed-in company (a coop token), which no driver's route accepts. */
    company:
      (source: TokenSource): AuthHook =>
      async (request) => {
        const { subjectId } = await tokens.resolve(source(request), ['coop']);
        if (subjectId === null) throw new AppError('TokenNotFound');
        request.caller = { kind: 'company', companyId: subjectId };
      },

    /**
     * A driver or a company, on the few paths both call with their own fields (their vehicles,
     * balance and history); `sharedPath` gives each kind its own handler.
     */
    driverOrCompany:
      (source: TokenSource): AuthHook =>
      async (request) => {
        const { userType, subjectId } = await tokens.resolve(source(request), ['standart', 'coop'], refuseBlocked);
        if (subjectId === null) throw new AppError('TokenNotFound');
        request.caller = userType === 'coop' ? { kind: 'company', companyId: subjectId } : { kind: 'driver', driverId: subjectId };
      },
  };
}
export type AuthHooks = ReturnType<typeof authHooks>;

/** Where a shared path's input travels: the query, the body, or either (merged into the body, as the DELETE calls send it). */
export type InputPlace = 'query' | 'body' | 'queryOrBody';

/**
 * A company's side of a path drivers call too, handed to the driver's module by the composition
 * root: its handler, its answer, and `input` when the company sends fields of its own there.
 */
export interface CompanyRoute<I = unknown> {
  /** The company's own fields; without it the company's call is parsed by the route's (the driver's) schema. */
  input?: $ZodType<I>;
  /** Its answer; none on a path that answers a file. */
  answer?: $ZodType;
  handle: (input: I, companyId: number, request: FastifyRequest) => Promise<unknown>;
}

/** A company's side of a path where it sends fields of its own. */
export type CompanyOwnRoute<I> = CompanyRoute<I> & { input: $ZodType<I> };

/** A shared path's declaration: the driver's input and answer, where they travel, and the company's side. */
export interface SharedPathSchemas<S extends $ZodType, C> {
  in: InputPlace;
  /** Where the token is, read from the parsed input (a tokenIn source called without a schema). */
  token: TokenSource;
  input: S;
  /** The driver's answer; none on a path that answers a file. */
  answer?: $ZodType;
  /** Without it the path is a driver's only, and a coop token is refused there as on every other driver's path. */
  company: CompanyRoute<C> | undefined;
}

/** The token of the car calls, all that is parsed of a shared path's input before the token names its kind. */
const ZTokenOnly = z.object({ token: ZOpaqueToken });

/**
 * The one place a path both drivers and companies call branches on the token's kind: a coop token
 * goes to the company's handler, a driver's token to the driver's. Each handler is given its input
 * parsed once, by the schema of its kind, and neither parses it again.
 *
 * - When the company sends the driver's fields (a balance, the history's filters, a top-up), the
 *   route declares that one schema as any route does, so bad input answers ValidationError before
 *   the token is checked.
 * - When it sends fields of its own (the car calls), which schema applies is known only once the
 *   token is resolved: only the token is parsed first, then the token names its kind, then that
 *   kind's schema parses the whole input (as body-variants.ts picks a body by the city's settings,
 *   here by the caller). A union schema both kinds accept would be the other way, but it would let
 *   a driver's call through with a company's fields, and name both kinds' fields in one ValidationError.
 */
export function sharedPath<S extends $ZodType, C = output<S>>(auth: AuthHooks, path: SharedPathSchemas<S, C>) {
  const { company } = path;
  const raw = (request: FastifyRequest): unknown => (path.in === 'query' ? request.query : path.in === 'body' ? request.body : queryAndBody(request));
  const answers = [...new Set([path.answer, company?.answer])].filter((schema) => schema !== undefined);
  const response = answers.length ? { response: { 200: answers.length === 1 ? answers[0]! : z.union(answers) } } : {};
  const byKind = company?.input;
  const parsed = new WeakMap<FastifyRequest, unknown>();

  const options = byKind
    ? {
        schema: response,
        preHandler: [
          async (request: FastifyRequest) => void validate(ZTokenOnly, raw(request)),
          auth.driverOrCompany(path.token),
          async (request: FastifyRequest) => void parsed.set(request, validate(request.caller?.kind === 'company' ? byKind : path.input, raw(request))),
        ],
      }
    : {
        schema: { [path.in === 'query' ? 'querystring' : 'body']: path.input, ...response },
        ...(path.in === 'queryOrBody' ? { preValidation: queryIntoBody } : {}),
        preHandler: [company ? auth.driverOrCompany(path.token) : auth.driver(path.token)],
      };
  const inputOf = (request: FastifyRequest): unknown => {
    if (!byKind) return path.in === 'query' ? request.query : request.body;
    if (!parsed.has(request)) throw new Error(`${request.routeOptions.url} reads an input it never parsed`);
    return parsed.get(request);
  };
  return {
    /** The route's schema and hooks: spread them into its options. */
    options,
    handle:
      (driver: (input: output<S>, request: FastifyRequest) => Promise<unknown>) =>
      (request: FastifyRequest): Promise<unknown> =>
        company && request.caller?.kind === 'company'
          ? company.handle(inputOf(request) as C, request.caller.companyId, request)
          : driver(inputOf(request) as output<S>, request),
  };
}

/** The driver of a route whose preHandler is `driver`; a route without one is a programming error. */
export function driverIdOf(request: FastifyRequest): number {
  if (request.caller?.kind !== 'driver') throw new Error(`${request.routeOptions.url} reads a driver it never authenticated`);
  return request.caller.driverId;
}

/** The company of a route whose preHandler is `company`; a route without one is a programming error. */
export function companyIdOf(request: FastifyRequest): number {
  if (request.caller?.kind !== 'company') throw new Error(`${request.routeOptions.url} reads a company it never authenticated`);
  return request.caller.companyId;
}

/** The operator of a route whose preHandler is `operator`; a route without one is a programming error. */
export function operatorIdOf(request: FastifyRequest): number {
  if (request.caller?.kind !== 'operator') throw new Error(`${request.routeOptions.url} reads an operator it never authenticated`);
  return request.caller.operatorId;
}

/** The paying driver, or null for a guest or a company, of a route whose preHandler is `payer`. */
export function payerIdOf(request: FastifyRequest): number | null {
  if (request.caller?.kind === 'guest' || request.caller?.kind === 'company') return null;
  return driverIdOf(request);
}

/** The hash of a guest caller's token (kept on the payments it makes), or null for a driver. */
export function guestTokenHashOf(request: FastifyRequest): string | null {
  return request.caller?.kind === 'guest' ? request.caller.tokenHash : null;
}
