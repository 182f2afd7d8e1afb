import { ticketTokenOf } from './ticket-code';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('ticketTokenOf', () => {
  it('reads the bare token and the manage URL of any origin', () => {
    expect(ticketTokenOf(TOKEN)).toBe(TOKEN);
    expect(ticketTokenOf(` ${TOKEN}\n`)).toBe(TOKEN);
    expect(ticketTokenOf(`https://harmony.example/tickets/${TOKEN}`)).toBe(TOKEN);
    expect(ticketTokenOf(`http://127.0.0.1:4000/tickets/${TOKEN}/`)).toBe(TOKEN);
  });

  it('rejects other web addresses, text and other systems\' tickets', () => {
    for (const code of ['https://example.com/', `https://x.example/events/${TOKEN}`, 'hello', '', 'PRETIX-1234-5678', `javascript:/tickets/${TOKEN}`, `${TOKEN}x`]) {
      expect(ticketTokenOf(code)).toBeNull();
    }
  });
});
