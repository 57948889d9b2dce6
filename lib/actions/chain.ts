import type { z } from 'zod';
import { can, type Capability, type Role } from '@/lib/auth/roles';
import { isAdminProfile, readAccessProfile } from '@/lib/data/profiles';
import { hitRateLimit, type RateLimit } from '@/lib/data/rate-limits';
import { DATA_ERRORS, DataError, isDataError, type DataErrorCode } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from '@/lib/validation/storable-text';
import { FORBIDDEN_MESSAGE, type Action, type ActionResult, type FieldErrors } from './result';

/** The caller's address (how the database tells anonymous visitors apart) and browser, from the request. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

export interface ActionUser {
  id: string;
  email: string | null;
}

/**
 * What the chain needs from its host, injected so the chain runs outside Next (tests pass supabase-js clients
 * signed in as whoever they need); lib/actions/next.ts is the Next binding.
 */
export interface ActionEnvironment {
  visitor(): Promise<Visitor>;
  /** A client acting for the caller: their session, and their address forwarded so the database counts them. */
  client(visitor: Visitor): Promise<TypedClient>;
  /** The verified signed-in user behind the client, or null. */
  user(client: TypedClient): Promise<ActionUser | null>;
  /** Where an unexpected failure's cause goes; people only ever see a safe message. */
  report(action: string, cause: unknown): void;
  /** Lets the host's own control-flow throws (Next's redirect, notFound) through instead of reporting them. */
  rethrow?(cause: unknown): void;
}

export interface PublicContext {
  client: TypedClient;
  visitor: Visitor;
  /** Logs a failure the caller is not told about (a partial failure the action recovered from). */
  report(cause: unknown): void;
}
export interface MemberContext extends PublicContext {
  user: ActionUser;
}
export interface StaffContext extends MemberContext {
  role: Role;
}

export interface ActionDefinition<S extends z.ZodType> {
  /** Names the action in rate limits and logs: lower-case, e.g. 'newsletter.subscribe'. */
  name: string;
  input: S;
  rateLimit?: RateLimit;
  /** What people read when something unexpected fails, worded for the situation ('Failed to update profile'). */
  failureMessage?: string;
}

/** A public action must say how often a visitor may call it. */
export interface PublicActionDefinition<S extends z.ZodType> extends ActionDefinition<S> {
  rateLimit: RateLimit;
}

type Handler<S extends z.ZodType, Context, Data> = (input: z.output<S>, context: Context) => Promise<Data>;
type Guard<Context extends PublicContext> = (base: PublicContext) => Promise<Context>;

/** A guard's refusal: the code and message the caller gets back. */
class Refusal extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Codes that say something went wrong on our side rather than with what the caller sent or may do. */
const REPORTED: readonly DataErrorCode[] = ['UNKNOWN', 'CONNECTION_ERROR', 'RLS_RECURSION_ERROR', 'NOT_CONFIGURED'];

function fieldErrorsOf<Input>(error: z.ZodError): FieldErrors<Input> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') (out[key] ??= []).push(issue.message);
  }
  return out as FieldErrors<Input>;
}

/** The signed-in user of a supabase-js client, from its verified claims; an unreachable auth service is a CONNECTION_ERROR. */
export async function userFromClaims(client: TypedClient): Promise<ActionUser | null> {
  const { data, error } = await client.auth.getClaims();
  if (error?.name === 'AuthRetryableFetchError') throw new DataError('CONNECTION_ERROR', undefined, { cause: error });
  const claims = error ? null : data?.claims;
  if (!claims?.sub) return null;
  return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
}

/**
 * The action chain: public (validated, rate-limited) → signed-in member → staff with a capability of spec §6.
 * Every action identifies the caller and runs its guard first (a refused caller learns nothing about the input),
 * then validates the input (text the database cannot store, then its zod schema), counts the attempt against
 * its rate limit and only then runs the handler, so no action can skip its authorisation.
 * Handlers report expected failures by throwing a DataError; anything else becomes UNKNOWN with a safe message.
 */
export function createActionChain(environment: ActionEnvironment) {
  function define<S extends z.ZodType, Context extends PublicContext, Data>(
    definition: ActionDefinition<S>,
    guard: Guard<Context>,
    handler: Handler<S, Context, Data>,
  ): Action<z.input<S>, Data> {
    return async (raw: unknown): Promise<ActionResult<Data, z.input<S>>> => {
      try {
        const visitor = await environment.visitor();
        const report = (cause: unknown) => environment.report(definition.name, cause);
        const context = await guard({ client: await environment.client(visitor), visitor, report });
        // Before the schema: text the database cannot store is refused here, whichever field and schema it meets.
        const unstorable = unstorableFields(raw);
        if (unstorable.length > 0) {
          const fieldErrors = Object.fromEntries(unstorable.map((key) => [key, [UNSTORABLE_TEXT_MESSAGE]]));
          return {
            ok: false,
            code: 'VALIDATION',
            message: DATA_ERRORS.VALIDATION,
            fieldErrors: fieldErrors as FieldErrors<z.input<S>>,
          };
        }
        const parsed = definition.input.safeParse(raw);
        if (!parsed.success) {
          return { ok: false, code: 'VALIDATION', message: DATA_ERRORS.VALIDATION, fieldErrors: fieldErrorsOf(parsed.error) };
        }
        // Counted only once the input is acceptable, so a typo does not spend the visitor's allowance.
        if (definition.rateLimit) await hitRateLimit(context.client, definition.name, definition.rateLimit);
        return { ok: true, data: await handler(parsed.data, context) };
      } catch (cause) {
        environment.rethrow?.(cause);
        if (cause instanceof Refusal) return { ok: false, code: cause.code, message: cause.message };
        const known = isDataError(cause);
        const code: DataErrorCode = known ? cause.code : 'UNKNOWN';
        if (REPORTED.includes(code)) environment.report(definition.name, cause);
        const message = known ? cause.message : (definition.failureMessage ?? DATA_ERRORS.UNKNOWN);
        return { ok: false, code, message };
      }
    };
  }

  const asVisitor: Guard<PublicContext> = async (base) => base;

  const asMember: Guard<MemberContext> = async (base) => {
    const user = await environment.user(base.client);
    if (!user) throw new Refusal('NOT_AUTHENTICATED', DATA_ERRORS.NOT_AUTHENTICATED);
    return { ...base, user };
  };

  const asStaff =
    (capability: Capability): Guard<StaffContext> =>
    async (base) => {
      const member = await asMember(base);
      // Read with the caller's own session, so row-level security decides what they may see of themselves.
      // An unreachable database is the §8 connection message, not a refusal.
      const profile = await readAccessProfile(member.client, member.user.id);
      if (!isAdminProfile(profile) || !profile.role || !can(profile.role, capability)) {
        throw new Refusal('FORBIDDEN', FORBIDDEN_MESSAGE);
      }
      return { ...member, role: profile.role };
    };

  return {
    /** Anyone may call it; the input is validated and, with a rateLimit, attempts are counted per visitor. */
    publicAction<S extends z.ZodType, Data>(definition: PublicActionDefinition<S>, handler: Handler<S, PublicContext, Data>) {
      return define(definition, asVisitor, handler);
    },
    /** Needs a signed-in user ('User not authenticated' otherwise); the handler gets the user and their client. */
    memberAction<S extends z.ZodType, Data>(definition: ActionDefinition<S>, handler: Handler<S, MemberContext, Data>) {
      return define(definition, asMember, handler);
    },
    /** Needs an admin profile whose role has `capability` (spec §6); FORBIDDEN otherwise. */
    capabilityAction(capability: Capability) {
      return <S extends z.ZodType, Data>(definition: ActionDefinition<S>, handler: Handler<S, StaffContext, Data>) =>
        define(definition, asStaff(capability), handler);
    },
  };
}

export type ActionChain = ReturnType<typeof createActionChain>;
