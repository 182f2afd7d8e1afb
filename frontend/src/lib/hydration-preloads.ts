// Lazy parts of a page that its prerendered HTML already shows (the group order
// form: features/registration/registration-form.tsx). Hydrated before their code
// has come, such a part stays dehydrated, and the first update that reaches it
// (the form taking over what was typed) makes React throw its HTML away for the
// Suspense fallback: whatever the visitor chose in it is lost and the form
// flickers to "Loading…". So the entry loads the code of every such part the HTML
// shows before it hydrates (main.tsx), and the part renders it at once.
type Preload = { selector: string; load: () => Promise<unknown> };
const preloads: Preload[] = [];

/** A lazy part whose prerendered HTML matches `selector` is loaded by `load` before the app hydrates. */
export function preloadBeforeHydration(selector: string, load: () => Promise<unknown>): void {
  preloads.push({ selector, load });
}

/** Loads the code of every lazy part `root`'s HTML shows. */
export async function loadWhatTheHtmlShows(root: ParentNode): Promise<void> {
  await Promise.all(preloads.filter((p) => root.querySelector(p.selector)).map((p) => p.load()));
}
