// The local stack's inbox (GET /_local/mail) as the e2e journeys read it.
import { url } from './server-info';
import { STATE_CEILING_MS } from './state-ceiling';

export type Mail = { to: string[]; replyTo: string[]; subject: string; text: string; html: string; attachments: { contentType: string; content: string; contentId?: string }[] };

export async function inbox(): Promise<Mail[]> {
  return ((await (await fetch(url('/_local/mail'))).json()) as { messages: Mail[] }).messages;
}

/** Poll a state until it holds (never a fixed sleep). */
export async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = STATE_CEILING_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const mailTo = (address: string, match: (m: Mail) => boolean = () => true) => async () => (await inbox()).find((m) => m.to.includes(address) && match(m));
