/**
 * The pool's own module (@cloudflare/vitest-pool-workers), which `cloudflare:test` re-exports from: the Worker tests
 * wait with it for the work requests leave for after their response (tests/worker/support/event-queue.ts).
 */
declare module 'cloudflare:test-internal' {
  export function waitForGlobalWaitUntil(): Promise<void>;
  export function registerGlobalWaitUntil(promise: Promise<unknown>): void;
}
