import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from './catalogues.ts';

/** Characters no text contains (Unicode's private use area): where each element goes in the formatted message. */
const marker = (index: number) => String.fromCharCode(0xe000 + index);
const MARKERS = /([\uE000-\uE0FF])/;

/**
 * A message with elements in it ('Signed in as <b>Asha</b>'): each language puts the value where its grammar wants
 * it, and the element keeps its markup.
 */
export function WithValues({ text, values }: { text: (values?: MessageValues) => string; values: Readonly<Record<string, ReactNode>> }) {
  const names = Object.keys(values);
  const formatted = text(Object.fromEntries(names.map((name, index) => [name, marker(index)])));
  return (
    <>
      {formatted.split(MARKERS).map((part, index) => {
        const code = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
        const name = names[code];
        return <Fragment key={index}>{name === undefined ? part : values[name]}</Fragment>;
      })}
    </>
  );
}
