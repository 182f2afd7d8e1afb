// What a door scan may hold: the bare ticket token or the whole manage URL
// /tickets/{token} (the QR on the ticket and in the mail). Shared by the API
// and the check-in screen, which validates offline with it. Anything else
// (another web address, text, another system's ticket) is not ours.

/** 16 random bytes in base64url: what newTicketToken makes. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const MANAGE_PATH = /^\/tickets\/([A-Za-z0-9_-]{22})\/?$/;

/** The ticket token in a scanned code, or null when the code is not a ticket of ours. */
export function ticketTokenOf(code: string): string | null {
  const text = code.trim();
  if (TOKEN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // Any origin: the site may move between domains, and a token is unguessable wherever it is printed.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return MANAGE_PATH.exec(url.pathname)?.[1] ?? null;
}
