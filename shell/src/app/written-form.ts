import { FIRST_SCREEN } from '@halaqa/contracts';

/** What a person did with the written screen's form before the app arrived. */
export interface WrittenFormState {
  /** Named fields with something typed (or filled in by the browser). */
  values: readonly (readonly [name: string, value: string])[];
  /** The named field the focus was in. */
  focused: string | null;
  /** The form was sent (the page's gate script held it: FIRST_SCREEN.sent). */
  sent: boolean;
}

/** The written screen's form as it stands (null: it has none). */
export function readWrittenForm(screen: Element, doc: Document): WrittenFormState | null {
  const form = screen.querySelector('form');
  if (!form) return null;
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  const focused = inputs.find((input) => input === doc.activeElement)?.name ?? null;
  return {
    values: inputs.filter((input) => input.value !== '').map((input) => [input.name, input.value] as const),
    focused,
    sent: form.hasAttribute(FIRST_SCREEN.sent),
  };
}

/** The input's own value setter, beneath the one React puts on each input it controls. */
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Sets a field as typing would: React (and so formik) hears of a change only when its own value setter is bypassed. */
function typeInto(input: HTMLInputElement, value: string) {
  setInputValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Carries the written form into the app's form of the same page (fields
 * matched by name): what was typed, where the focus was, and a send, which
 * the app's form then makes itself (its validation, its errors, its call).
 * Returns whether the focus was placed.
 */
export function carryWrittenForm(state: WrittenFormState, root: Element): boolean {
  const field = (name: string) => [...root.querySelectorAll<HTMLInputElement>('form input[name]')].find((input) => input.name === name) ?? null;
  for (const [name, value] of state.values) {
    const input = field(name);
    if (input && input.value === '') typeInto(input, value);
  }
  const focus = state.focused === null ? null : field(state.focused);
  focus?.focus();
  const form = focus?.form ?? root.querySelector('form');
  // After the app has drawn what the typing changed (its form reads its values from that).
  if (state.sent && form) setTimeout(() => form.requestSubmit(), 0);
  return focus !== null;
}
