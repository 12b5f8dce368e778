import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv, RequestContext, SignedInContext } from '../env.ts';

/**
 * Who may call an operation: anyone; any signed-in user; an owner or an admin (a listing's own operations then check
 * `assertOwns` in their service); an admin. Both doors check it before any input is read (worker/operations/rest.ts,
 * worker/operations/trpc.ts), and tests/worker/route-guards.test.ts reads it from the declarations.
 */
export type Guard = 'public' | 'signedIn' | 'owner' | 'admin';

/** What an operation's service receives as its context: the request's, and the caller's session once a guard has found it. */
export type GuardedContext<G extends Guard> = G extends 'public' ? RequestContext : SignedInContext;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type OperationKind = 'query' | 'mutation';
type AnyObject = z.ZodObject<z.ZodRawShape>;

/** The REST answer's fields beside `status: 'success'`: usually `data` and a `message`, sometimes a `token`. */
export type Envelope = { message?: string; data?: unknown; token?: string };

/**
 * How the REST door reads and answers an operation. Its input comes in parts, each validated on its own in this order
 * so a refused field is named as REST clients know it (`name`, not `changes.name`): the path's `params`, the `query`
 * string, the JSON `body`. The tRPC input is those parts in one object, the body's fields beside the params' or
 * under `bodyAs`.
 */
export interface RestBinding<Input, Output> {
  method: Method;
  /** The full path, from /api. */
  path: string;
  /** 200 unless stated; a function when it depends on what was done (201 for a thing created by a PUT). */
  status?: 200 | 201 | ((output: Output) => 200 | 201);
  params?: AnyObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The key the body's object takes in the operation's input; without it the body's fields stand beside the params'. */
  bodyAs?: string;
  /** Middleware that must run after the guard and before the input is read (a body limit). */
  before?: MiddlewareHandler<AppEnv>[];
  /** The envelope for what the service gave back; without it `{ data: output }`. */
  reply?(output: Output, input: Input): Envelope;
  /** For an answer that is not the JSON envelope (a 204, a file): the Response itself. */
  respond?(c: Context<AppEnv>, output: Output, input: Input): Response | Promise<Response>;
}

/**
 * One thing a client can ask of CityPages, declared once: who may ask, what it takes, the service that does it, and
 * how each door offers it. worker/operations/rest.ts derives the Hono routes and worker/operations/trpc.ts the tRPC
 * procedures from these, so the two doors cannot drift apart (docs/decisions/033-operations-declared-once.md).
 */
export interface Operation<
  G extends Guard = Guard,
  Input = unknown,
  Output = unknown,
  ClientInput = Input,
  Kind extends OperationKind = OperationKind,
> {
  guard: G;
  /** A query reads (GET in REST, cached by the web app's client); a mutation changes something. */
  kind: Kind;
  /** The whole input, as the tRPC door takes it (derived from the REST parts when the operation has them); none, none. */
  input?: z.ZodType<Input, ClientInput>;
  // A method, not a property, so a record of operations may hold each with its own context and input.
  run(ctx: GuardedContext<G>, input: Input): Promise<Output>;
  rest?: RestBinding<Input, Output>;
  /** False for an operation only REST offers (a beacon answered with 204); true when unstated. */
  trpc?: boolean;
}

/** The REST parts of an input in one object, as the tRPC door takes it (see RestBinding). */
export function inputOf(rest: Pick<RestBinding<unknown, unknown>, 'params' | 'query' | 'body' | 'bodyAs'>): z.ZodType | undefined {
  const parts: z.ZodType[] = [];
  if (rest.params) parts.push(rest.params);
  if (rest.query) parts.push(rest.query);
  if (rest.body) parts.push(rest.bodyAs ? z.object({ [rest.bodyAs]: rest.body }) : rest.body);
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0]!;
  return parts.reduce((whole, part) => {
    if (!(whole instanceof z.ZodObject) || !(part instanceof z.ZodObject)) {
      throw new TypeError('An operation whose input has several parts needs each part to be an object');
    }
    return whole.extend(part.shape);
  });
}

type Side = 'in' | 'out';
type Of<S, D extends Side> = S extends z.ZodType ? (D extends 'in' ? z.input<S> : z.output<S>) : unknown;
type Parts<P, Q, B, K extends string | undefined, D extends Side> = Of<P, D> &
  Of<Q, D> &
  (B extends z.ZodType ? (K extends string ? { [key in K]: Of<B, D> } : Of<B, D>) : unknown);
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** The input its service gets ('out', zod's output) or a client sends ('in', before defaults and coercions). */
type InputOf<P, Q, B, K extends string | undefined, D extends Side = 'out'> = [P, Q, B] extends [undefined, undefined, undefined]
  ? undefined
  : Flatten<Parts<P, Q, B, K, D>>;

interface RestDeclaration<
  G extends Guard,
  M extends Method,
  Kind extends OperationKind,
  P,
  Q,
  B,
  K extends string | undefined,
  Output,
  T extends boolean,
> {
  guard: G;
  /** Only where the method does not say it: a GET is a query, any other method a mutation. */
  kind?: Kind;
  rest: {
    method: M;
    path: string;
    status?: 200 | 201 | ((output: Output) => 200 | 201);
    params?: P;
    query?: Q;
    body?: B;
    bodyAs?: K;
    before?: MiddlewareHandler<AppEnv>[];
    reply?: (output: Output, input: InputOf<P, Q, B, K>) => Envelope;
    respond?: (c: Context<AppEnv>, output: Output, input: InputOf<P, Q, B, K>) => Response | Promise<Response>;
  };
  run: (ctx: GuardedContext<G>, input: InputOf<P, Q, B, K>) => Promise<Output>;
  trpc?: T;
}

/** An operation both doors offer (or REST alone, with `trpc: false`): its input is its REST parts. */
export function operation<
  G extends Guard,
  M extends Method,
  Output,
  Kind extends OperationKind = never,
  P extends AnyObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  K extends string | undefined = undefined,
  T extends boolean = true,
>(
  declaration: RestDeclaration<G, M, Kind, P, Q, B, K, Output, T>,
): Operation<G, InputOf<P, Q, B, K>, Output, InputOf<P, Q, B, K, 'in'>, KindOf<M, Kind>> & RestOnly<T> {
  const rest = declaration.rest as RestBinding<InputOf<P, Q, B, K>, Output>;
  const input = inputOf(rest) as z.ZodType<InputOf<P, Q, B, K>, InputOf<P, Q, B, K, 'in'>>;
  const kind = declaration.kind ?? (rest.method === 'get' ? 'query' : 'mutation');
  return { ...declaration, kind, rest, input } as Operation<G, InputOf<P, Q, B, K>, Output, InputOf<P, Q, B, K, 'in'>, KindOf<M, Kind>> &
    RestOnly<T>;
}

/** The kind stated, or the one the method implies. */
type KindOf<M extends Method, Kind extends OperationKind> = [Kind] extends [never] ? (M extends 'get' ? 'query' : 'mutation') : Kind;

/** `trpc: false` kept as the literal, so the typed router (ProceduresOf, worker/operations/trpc.ts) leaves it out too. */
type RestOnly<T extends boolean> = T extends false ? { trpc: false } : unknown;

/** An operation only the web app's door offers (tRPC): it has no REST path. */
export function procedureOnly<
  G extends Guard,
  Kind extends OperationKind,
  Output,
  S extends z.ZodType | undefined = undefined,
>(declaration: {
  guard: G;
  kind: Kind;
  input?: S;
  run: (ctx: GuardedContext<G>, input: S extends z.ZodType ? z.infer<S> : undefined) => Promise<Output>;
}): Operation<G, S extends z.ZodType ? z.output<S> : undefined, Output, S extends z.ZodType ? z.input<S> : undefined, Kind> {
  return declaration as Operation<
    G,
    S extends z.ZodType ? z.output<S> : undefined,
    Output,
    S extends z.ZodType ? z.input<S> : undefined,
    Kind
  >;
}

/** Any operation, whatever it takes and gives: what the doors need to know before they look closer. */
export interface AnyOperation {
  guard: Guard;
  kind: OperationKind;
  input?: z.ZodType;
  rest?: { method: Method; path: string };
  trpc?: boolean;
}

/** Operations by their tRPC name within their router. */
export type Operations = Record<string, AnyOperation>;
