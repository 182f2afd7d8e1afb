// Copy a link for the user to paste elsewhere (a ticket's link, an enrolment's payment link).

/** The async clipboard, else the selected text of `input` (some browsers refuse the clipboard outside secure contexts). */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection.
  }
  if (!input) return false;
  input.select();
  return typeof document.execCommand === 'function' && document.execCommand('copy');
}
