import type { FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from '../../errors/app-error.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { hashToken, type TokenService } from './token-service.ts';

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

/** The token field of a route's input: parsed by the route's declared schema, or here with `schema`. */
function tokenField(input: unknown, key: string, schema: $ZodType | undefined): string | undefined {
  return textField(schema ? validate(schema, input) : input, key);
}

/**
 * Token sources. A route that declares its input schema (http/route-schemas.ts) has its input parsed
 * before any preHandler, and its source reads the parsed field: call it without a schema. A route
 * that still parses in its handler passes its schema, and the source parses the whole input first,
 * so bad input answers ValidationError (naming its fields) before any token check either way.
 */
export const tokenIn = {
  /** `token` of the query (the profile's GET calls). */
  query:
    (schema?: $ZodType<{ token: string }>): TokenSource =>
    (request) =>
      tokenField(query(request), 'token', schema),
  /** `token` of the body (the profile's POST and PUT calls). */
  body:
    (schema?: $ZodType<{ token: string }>): TokenSource =>
    (request) =>
      tokenField(body(request), 'token', schema),
  /** `token` of the query or the body (DELETE calls, whose clients send either). */
  queryOrBody:
    (schema?: $ZodType<{ token: string }>): TokenSource =>
    (request) =>
      tokenField(queryAndBody(request), 'token', schema),
  /** `Token` of the body (the payment calls). */
  paymentBody:
    (schema?: $ZodType<{ Token: string }>): TokenSource =>
    (request) =>
      tokenField(body(request), 'Token', schema),
  /**
   * `token` of the query or the body, else the Authorization header (the corporate calls, whose
   * spec lists no token on some of them), after the route's whole input is parsed.
   */
  fieldOrHeader:
    (schema?: $ZodType<{ token?: string | undefined }>): TokenSource =>
    (request) =>
      tokenField(queryAndBody(request), 'token', schema) || bearerToken(request),
  /**
   * The Authorization header alone, read before the body is: for an `onRequest` hook on an upload
   * route, so a call without a valid token is refused before megabytes of body are read and parsed.
   */
  headerBeforeBody: (): TokenSource => bearerToken,
  /** The Authorization header (the flat-lot calls), after the input in `place` is parsed (by the route, or here with `schema`). */
  header:
    (schema?: $ZodType, place: 'query' | 'body' = 'body'): TokenSource =>
    (request) => {
      if (schema) validate(schema, place === 'query' ? query(request) : body(request));
      return bearerToken(request);
    },
};

/** An authentication preHandler: resolves the token and sets `request.caller`, or throws its AppError. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

/**
 * The city's authentication preHandlers, one per kind of caller a route accepts. A token of another
 * kind, unknown or revoked answers TokenNotFound; an expired one TokenExpired (tokenService.resolve).
 */
export function authHooks(tokens: TokenService) {
  return {
    /** A signed-in driver. */
    driver:
      (source: TokenSource): AuthHook =>
      async (request) => {
        const { subjectId } = await tokens.resolve(source(request), ['standart']);
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
        const { userType, subjectId } = await tokens.resolve(token, companies ? ['standart', 'guest', 'coop'] : ['standart', 'guest']);
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
     * The city's operator at the desk: only an operator token, which no driver's route accepts.
     * `active` is asked about the operator, so a disabled account's open sessions end at once.
     */
    operator:
      (source: TokenSource, active: (operatorId: number) => Promise<boolean>): AuthHook =>
      async (request) => {
        const { subjectId } = await tokens.resolve(source(request), ['operator']);
        if (subjectId === null || !(await active(subjectId))) throw new AppError('TokenNotFound');
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
        const { userType, subjectId } = await tokens.resolve(source(request), ['standart', 'coop']);
        if (subjectId === null) throw new AppError('TokenNotFound');
        request.caller = userType === 'coop' ? { kind: 'company', companyId: subjectId } : { kind: 'driver', driverId: subjectId };
      },
  };
}
export type AuthHooks = ReturnType<typeof authHooks>;

/** A company's handler of a path drivers call too; given to the driver's module by the composition root. */
export type CompanyHandler = (request: FastifyRequest, companyId: number) => Promise<unknown>;

/**
 * The one place a path both drivers and companies call branches on the token's kind: a coop token
 * goes to the company's handler, a driver's token to the driver's. Without a company handler the
 * path is a driver's only, and a coop token is refused there as on every other driver's path.
 */
export function sharedPath(auth: AuthHooks, source: TokenSource, company: CompanyHandler | undefined) {
  return {
    preHandler: company ? auth.driverOrCompany(source) : auth.driver(source),
    handle:
      (driver: (request: FastifyRequest) => Promise<unknown>) =>
      (request: FastifyRequest): Promise<unknown> =>
        company && request.caller?.kind === 'company' ? company(request, request.caller.companyId) : driver(request),
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
