import type { Learner, Programme } from '../../../../contract/programmes';
import { enrolmentOverdueMessage } from './programme';

const site = { name: 'Test School', origin: 'https://school.example' };
const programme: Programme = {
  id: 'prg-1',
  name: 'Junior <Piano>',
  service: 'instrument-lessons',
  monthlyFee: 20000,
  meets: [{ day: 'sat', time: '10:00', minutes: 90 }],
  capacity: 8,
  startsOn: '2030-01-04',
  seatsTaken: 1,
  createdAt: '2029-12-01T10:00:00.000Z',
};
const learner: Learner = {
  id: 'lrn-1',
  programmeId: 'prg-1',
  name: 'Tobi Ade',
  email: 'funke@example.com',
  phone: '08012345678',
  age: 12,
  guardianName: 'Funke Ade',
  status: 'overdue',
  paidThrough: '2030-02-03',
  createdAt: '2029-12-02T10:00:00.000Z',
};

describe('the overdue reminder', () => {
  it("greets the guardian about the learner's place, says what to do, with the details and the manage link", () => {
    const mail = enrolmentOverdueMessage({ site, learner, programme, token: 'tok-1' });
    expect(mail.subject).toBe('Payment reminder: Junior <Piano>');
    expect(mail.text).toMatch(/^Hello Funke Ade,/);
    expect(mail.text).toContain('This month’s payment of ₦20,000 for Tobi Ade’s place in Junior <Piano> did not go through.');
    expect(mail.text).toContain('Paid through: Sunday, February 3, 2030');
    expect(mail.text).toContain('https://school.example/enrolments/tok-1');
    expect(mail.html).toContain('Tobi Ade’s place in Junior &#60;Piano&#62; did not go through');
    expect(mail.html).not.toContain('<Piano>');
  });

  it('greets an adult learner by name about their own place', () => {
    const mail = enrolmentOverdueMessage({ site, learner: { ...learner, age: 30, guardianName: undefined }, programme, token: 'tok-1' });
    expect(mail.text).toMatch(/^Hello Tobi Ade,/);
    expect(mail.text).toContain('for your place in Junior <Piano>');
  });
});
