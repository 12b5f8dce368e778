import { ArrowDown, ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PLAIN_BUTTON } from '../../components/buttons.ts';

export type Direction = 'up' | 'down';

/** Where an item stands in its list and what its move buttons do, from useMoveFocus's `at`. */
export interface MovePlace {
  /** The item's place in its list, 0 first, and how many the list holds. */
  place: number;
  count: number;
  onMove: (direction: Direction) => void;
  /** Focus goes to this button (or the other, at an end of the list) now that the item shows where it was moved to. */
  refocus: Direction | undefined;
  onRefocused: () => void;
}

/**
 * Where the focus goes after a move: the moved item's list is read again and shows it at its new place, which React
 * draws afresh, so the focus goes back to the button pressed once the item shows there.
 */
export function useMoveFocus() {
  const [moved, setMoved] = useState<{ id: string; to: number; direction: Direction } | null>(null);
  const onRefocused = useCallback(() => setMoved(null), []);
  return {
    /** The server took the move of `id` to place `to` (0 first). */
    moved: (id: string, to: number, direction: Direction) => setMoved({ id, to, direction }),
    /** The move buttons of the item `id` shown at `place` of `count`. */
    at: (id: string, place: number, count: number, onMove: (direction: Direction) => void): MovePlace => ({
      place,
      count,
      onMove,
      refocus: moved?.id === id && moved.to === place ? moved.direction : undefined,
      onRefocused,
    }),
  };
}

interface MoveButtonsProps extends MovePlace {
  disabled?: boolean;
  /** What each button says beside its arrow: words, or words for screen readers only. */
  labels: Record<Direction, ReactNode>;
}

/** An item's order in its list, changed one place at a time: up and down, each off at its end of the list. */
export function MoveButtons({ place, count, onMove, refocus, onRefocused, disabled = false, labels }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocus) return;
    const [wanted, other] = refocus === 'up' ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    onRefocused();
  }, [refocus, onRefocused]);
  return (
    <>
      <button ref={up} type="button" disabled={disabled || place === 0} onClick={() => onMove('up')} className={PLAIN_BUTTON}>
        <ArrowUp size={16} aria-hidden="true" />
        {labels.up}
      </button>
      <button ref={down} type="button" disabled={disabled || place === count - 1} onClick={() => onMove('down')} className={PLAIN_BUTTON}>
        <ArrowDown size={16} aria-hidden="true" />
        {labels.down}
      </button>
    </>
  );
}
