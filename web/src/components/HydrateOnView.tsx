import { Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { AuthHold } from '../lib/auth.tsx';

/*
 * True while React adopts the server's markup of the first screen: main.tsx sets it before hydrating, and Layout
 * clears it once the screen is interactive. Sections that mount later (after a navigation) render at once.
 */
let adoptingServerMarkup = false;

export function beginServerHydration(): void {
  adoptingServerMarkup = true;
}

export function endServerHydration(): void {
  adoptingServerMarkup = false;
}

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function Gated({ gate, Section, onHydrated }: { gate: Gate | null; Section: ComponentType; onHydrated: () => void }) {
  if (gate) use(gate.opened);
  useEffect(onHydrated, [onHydrated]);
  return <Section />;
}

/**
 * A section further down a server-rendered page keeps the server's markup, not yet hydrated, until it comes near
 * the viewport: a phone spends its first seconds on what the visitor sees, not on every card below the fold. Its
 * links work as plain links meanwhile. A section takes no props: an update to a section React has not hydrated
 * would make it hydrate at once, or throw its markup away. For the same reason the sign-in state it sees is held
 * at its first value until it has hydrated.
 */
export function HydrateOnView({ section: Section }: { section: ComponentType }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState<Gate | null>(() => (adoptingServerMarkup ? newGate() : null));
  const [hydrated, setHydrated] = useState(gate === null);

  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  // The same element on every render, so React sees no update to the boundary while it waits.
  const boundary = useMemo(
    () => (
      <Suspense>
        <Gated gate={gate} Section={Section} onHydrated={() => setHydrated(true)} />
      </Suspense>
    ),
    [gate, Section],
  );

  return (
    <div ref={ref}>
      <AuthHold hold={!hydrated}>{boundary}</AuthHold>
    </div>
  );
}
