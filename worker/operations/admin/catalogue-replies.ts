import type { Envelope } from '../operation.ts';

/**
 * An edit's answer in the catalogue's words: what was saved, or that nothing changed because the entry already says
 * this (an admin's second tap on Save is not an error).
 */
export function savedOrUnchanged<Output extends { changed: readonly unknown[] }>(noun: string, output: Output): Envelope {
  const message =
    output.changed.length > 0 ? `${noun[0]!.toUpperCase()}${noun.slice(1)} saved` : `Nothing has changed: the ${noun} already says this`;
  return { message, data: output };
}
