import type userEvent from '@testing-library/user-event';

/**
 * Puts text into a field as a visitor pasting it would: a click, then one input
 * event. user.type re-renders the whole Formik form once per letter, which made
 * a form suite spend most of its time typing (group order: 26 s -> 11 s).
 * Keep user.type where the letters themselves matter (a mask, a per-key rule).
 */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
