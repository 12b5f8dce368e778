import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { adminProcedure, ownerProcedure, protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import type { Guard, Operation, OperationKind, Operations } from './operation.ts';

const BASES = { public: publicProcedure, signedIn: protectedProcedure, owner: ownerProcedure, admin: adminProcedure } as const;

// What the client sends: nothing at all (void) for an operation without input, as for a procedure without .input().
type ClientInputOf<O> =
  O extends Operation<Guard, infer _, infer _R, infer I, OperationKind> ? ([I] extends [undefined] ? void : I) : never;
type OutputOf<O> = O extends Operation<Guard, infer _, infer R, infer _I, OperationKind> ? R : never;
type Def<O> = { input: ClientInputOf<O>; output: OutputOf<O>; meta: object };

/** The procedures of a record of operations, typed for the web app's client as if written one by one. */
export type ProceduresOf<Ops extends Operations> = {
  [Name in keyof Ops as Ops[Name]['trpc'] extends false ? never : Name]: Ops[Name]['kind'] extends 'query'
    ? TRPCQueryProcedure<Def<Ops[Name]>>
    : TRPCMutationProcedure<Def<Ops[Name]>>;
};

/**
 * The tRPC door of some operations: a procedure per operation, named by its key, behind its guard's procedure
 * (worker/trpc/init.ts), its input the whole of what the REST parts take.
 */
export function proceduresOf<Ops extends Operations>(operations: Ops) {
  const procedures: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(operations) as [string, Operation<Guard, unknown, unknown>][]) {
    if (operation.trpc === false) continue;
    const guarded = BASES[operation.guard].meta({ guard: operation.guard });
    const base = operation.input ? guarded.input(operation.input as z.ZodType) : guarded;
    const resolve = ({ ctx, input }: { ctx: Parameters<typeof operation.run>[0]; input: unknown }) => operation.run(ctx, input);
    procedures[name] = operation.kind === 'query' ? base.query(resolve) : base.mutation(resolve);
  }
  return router(procedures as ProceduresOf<Ops>);
}
