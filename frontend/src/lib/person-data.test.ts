import { cardOf, labelOf, personDataFile, recordCount, textOf, type PersonData } from './person-data';

export const PERSON: PersonData = {
  email: 'ada@example.com',
  orders: [{ id: 'o1', eventTitle: 'Vocal Masterclass', amount: 12500, reference: 'PSK-1', createdAt: '2026-11-20T09:30:00.000Z', pk: 'ORDER#o1' }],
  tickets: [{ id: 't1', eventTitle: 'Vocal Masterclass', name: 'Ada Obi', answers: { diet: 'None' } }],
  messages: [{ id: 'm1', message: 'Do you teach violin?', createdAt: '2026-10-01T08:00:00.000Z' }],
  trialBookings: [],
  enrolments: [],
  waitlist: [],
  mails: [{ subject: 'Your ticket', sentAt: '2026-11-20T09:31:00.000Z', body: '<p>Hello Ada</p>', toHash: 'abc' }],
  consents: [{ form: 'contact', marketing: true, noticeVersion: 2, at: '2026-10-01T08:00:00.000Z' }],
};

describe("a person's data, readable", () => {
  it('labels fields in words and shows instants in Lagos time, yes/no and nested answers', () => {
    expect(labelOf('eventTitle')).toBe('Event title');
    expect(textOf('2026-11-20T09:30:00.000Z')).toBe('20 Nov 2026, 10:30');
    expect(textOf('2026-11-28')).toBe('28 Nov 2026');
    expect(textOf(true)).toBe('Yes');
    expect(textOf({ diet: 'None', note: '' })).toBe('Diet: None');
    expect(textOf('')).toBeNull();
  });

  it('names a card by its event or subject and leaves out storage keys', () => {
    expect(cardOf('orders', PERSON.orders[0])).toEqual({
      title: 'Order: Vocal Masterclass',
      rows: [
        { label: 'Id', value: 'o1' },
        { label: 'Amount', value: '12500' },
        { label: 'Reference', value: 'PSK-1' },
        { label: 'Created at', value: '20 Nov 2026, 10:30' },
      ],
    });
  });

  it('shows a mail by its subject and date only', () => {
    expect(cardOf('mails', PERSON.mails[0])).toEqual({ title: 'Mail: Your ticket', rows: [{ label: 'Sent at', value: '20 Nov 2026, 10:31' }] });
  });

  it('downloads exactly the data as JSON and counts the records', () => {
    const file = personDataFile(PERSON, '2026-11-28');
    expect(file.name).toBe('my-data-2026-11-28.json');
    expect(file.type).toBe('application/json');
    expect(JSON.parse(file.text)).toEqual(PERSON);
    expect(recordCount(PERSON)).toBe(5);
  });
});
