import { useEffect, useRef, useState } from 'react';

/**
 * Whether an editor is open in place of, or under, the button that opened it. Closing it gives the focus back to that
 * button: the editor's controls leave with the focus in them, which would drop a keyboard user at the top of the page.
 */
export function useEditorToggle() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return { open, opener, show: () => setOpen(true), close };
}
