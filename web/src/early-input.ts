import { shareBeforeApp } from './features/business/share-sheet.ts';
import { markBusy, unmarkBusy } from './lib/busy-look.ts';

/*
 * Until the app runs, a page is the server's markup: its links and text fields work, its buttons and forms do
 * nothing. A visitor who taps a button or sends a form in that time (boot.ts starts the app on the first input, so
 * this is the usual case, not a race) has the action held here, and the app hands it back once its screen is
 * interactive (app/Layout.tsx), after what the visitor typed has reached the app's state: no tap is lost, and none
 * happens twice.
 */

/** What a tap can act on without being a link. Links, text fields and `<details>` work without the app. */
const CONTROLS =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="image"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let holding: AbortController | null = null;
/** The held actions by the control or form they act on, in the order the visitor took them. */
const heldActions = new Map<HTMLElement, () => void>();

/** A tap again on the same control (the impatient "nothing happened") is the same action: it happens once. */
function hold(target: HTMLElement, action: () => void): void {
  heldActions.delete(target);
  heldActions.set(target, action);
}

/**
 * No longer held, for the app to act on or as it was: every busy mark comes off before any action is done (only the
 * app decides when its control is busy).
 */
function letGo(): (() => void)[] {
  for (const target of heldActions.keys()) unmarkBusy(target);
  const actions = [...heldActions.values()];
  heldActions.clear();
  return actions;
}

/** The fields the visitor typed in or chose from. */
const editedFields = new Set<Field>();

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * A form the server answers as it is (a GET with its action, marked NATIVE_FORM): before the app, it is what it was
 * before there were apps. Its choices tick and change as the browser does it, a change sends it when it asks to be
 * sent on change (filters), and sending it goes to the server's page for its address, with no wait for the app.
 */
export const NATIVE_FORM = 'data-native-form';
const SUBMIT_ON_CHANGE = 'data-submit-on-change';

function nativeForm(element: Element | null): HTMLFormElement | null {
  const form = element?.closest('form');
  return form?.hasAttribute(NATIVE_FORM) && form.method === 'get' ? form : null;
}

/** A field of a native form that also drives the page as it changes (home's place box and its nearby section). */
export const NEEDS_APP = 'data-needs-app';

/**
 * Whether an input on the target is one the page answers without the app: a field (unless marked NEEDS_APP) or the
 * submit button of a native form, or a `<details>` toggle. The entry (boot.ts) does not start the app for it: on a cheap phone the app's first
 * run would take the main thread just as the visitor taps the form's button, and the server answers the form.
 */
export function answeredWithoutApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest(`[${NEEDS_APP}]`)) return false;
  if (target.closest('summary')) return true;
  const control = target.closest(CONTROLS);
  const submits = control instanceof HTMLButtonElement && control.type === 'submit';
  return nativeForm(target) !== null && (control === null || isField(control) || submits);
}

/**
 * What sending a native form changed on the page it left: a page the browser brings back from its history (the back
 * button) is not still sending, and its empty fields can be typed in again.
 */
const undoWhenBack: (() => void)[] = [];
addEventListener('pageshow', (event) => {
  if (event.persisted) for (const undo of undoWhenBack.splice(0)) undo();
});

/**
 * Sends a native form to the server, with only its filled fields in the address (as the app would write it); a search
 * with nothing filled in is not sent at all (docs/product.md §5: an empty home search does nothing), while a change
 * that empties a form sent on change (the last filter let go) is sent as it is.
 */
function sendNatively(form: HTMLFormElement, event: Event): void {
  const named = Array.from(form.elements).filter((field): field is Field => isField(field) && field.name !== '' && !field.disabled);
  const empty = named.filter((field) => field.value.trim() === '');
  if (empty.length === named.length && !form.hasAttribute(SUBMIT_ON_CHANGE)) {
    event.preventDefault();
    return;
  }
  // Disabled fields are left out of the address.
  for (const field of empty) field.disabled = true;
  // Until the server's page replaces this one, the button says it is working (the look of a held tap).
  const button = (event as SubmitEvent).submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
  if (button) markBusy(button);
  undoWhenBack.push(() => {
    for (const field of empty) field.disabled = false;
    if (button) unmarkBusy(button);
  });
}

/** Holds taps on controls and form submissions from now until the app calls releaseEarlyInput(). */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = new AbortController();
  const options = { capture: true, signal: holding.signal };
  window.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      // A link keeps its default, even one dressed as a control: replayed later, a browser would block what it opens.
      if (!control || control.matches('a[href]')) return;
      // A native form's choices and its submit button work as the browser makes them work (NATIVE_FORM).
      if (nativeForm(control) && (isField(control) || (control instanceof HTMLButtonElement && control.type === 'submit'))) {
        event.stopImmediatePropagation();
        return;
      }
      // Held from React as well: once it has adopted part of the page it would act on the tap, and so would the replay.
      event.preventDefault();
      event.stopImmediatePropagation();
      const holdTap = () => {
        // A share sheet that failed once the app had taken over: the app's own dialog answers the tap.
        if (!holding) {
          control.click();
          return;
        }
        markBusy(control);
        hold(control, () => control.click());
      };
      if (!shareBeforeApp(control, holdTap)) holdTap();
    },
    options,
  );
  // Enter in a form without a submit button sends it without a click.
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      event.stopImmediatePropagation();
      if (nativeForm(form)) {
        sendNatively(form, event);
        return;
      }
      event.preventDefault();
      hold(form, () => form.requestSubmit());
    },
    options,
  );
  const noteField = (event: Event) => {
    if (isField(event.target)) editedFields.add(event.target);
  };
  window.addEventListener('input', noteField, options);
  window.addEventListener('change', noteField, options);
  window.addEventListener(
    'change',
    (event) => {
      const form = event.target instanceof Element ? nativeForm(event.target) : null;
      if (form?.hasAttribute(SUBMIT_ON_CHANGE)) form.requestSubmit();
    },
    options,
  );
}

/** Whether a field holds what the visitor typed or chose rather than what the app drew. */
function editedSinceDrawn(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  // React draws a controlled field's value as its default too, so they differ only where the visitor typed.
  return field.value !== field.defaultValue;
}

/**
 * Tells the app about a field the visitor changed before it ran, given what they typed or chose. React adopted the
 * field's text as the value it last saw, and it ignores an event that changed nothing from that: its own setter on
 * the element is told the drawn value, the element's prototype setter (which React does not watch) puts the visitor's
 * text back, then the event. A select has no such watch.
 */
function deliver(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The app could not load, or its screen failed: taps are no longer held, and none that was is done (without the
 * screen it would do nothing, or send a form to the page's own address).
 */
export function dropEarlyInput(): void {
  holding?.abort();
  holding = null;
  letGo();
  editedFields.clear();
}

/** The app's screen is interactive: what the visitor typed reaches it, then the held taps and submissions. */
export function releaseEarlyInput(): void {
  if (!holding) return;
  holding.abort();
  holding = null;
  // Read before any is delivered: the app draws its form again after each, with its own values in the others.
  const edits = [...editedFields]
    .filter((field) => field.isConnected && editedSinceDrawn(field))
    .map((field) => [field, field.value] as const);
  for (const [field, value] of edits) deliver(field, value);
  editedFields.clear();
  const actions = letGo();
  // Each in a task of its own: React renders what the fields' events (or the last action) changed before the next
  // handler reads it.
  const next = () => {
    const action = actions.shift();
    if (!action) return;
    action();
    setTimeout(next);
  };
  setTimeout(next);
}
