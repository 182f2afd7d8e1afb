// Bad input on the admin's event form: numbers and times, not text.
import { MESSAGES } from './messages';
import { eventInput, fieldErrors } from './schemas';

const valid = {
  title: 'Choir Masterclass',
  description: 'A day of choral technique.',
  date: '2030-01-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: '15000',
  maxParticipants: '30',
};
const errorsOf = (overrides: Record<string, unknown>) => {
  const result = eventInput.safeParse({ ...valid, ...overrides });
  return result.success ? {} : fieldErrors(result.error);
};

test('a form with digits becomes whole naira and a number of seats', () => {
  const event = eventInput.parse(valid);
  expect(event.price).toBe(15000);
  expect(event.maxParticipants).toBe(30);
  expect(eventInput.parse({ ...valid, price: 0 }).price).toBe(0);
});

test.each(['fifteen thousand', '₦15,000', '-5', -5, 15000.5])('price %p is a field error', (price) => {
  expect(errorsOf({ price })).toEqual({ price: MESSAGES.price });
});

test('an empty price is required', () => {
  expect(errorsOf({ price: '' })).toEqual({ price: MESSAGES.required });
});

test.each(['-3', -3, 0, 'thirty'])('capacity %p is a field error', (maxParticipants) => {
  expect(errorsOf({ maxParticipants })).toEqual({ maxParticipants: MESSAGES.maxParticipants });
});

test.each(['10:00 AM', '9:30', '24:00', 'noon'])('time %p is a field error', (startTime) => {
  expect(errorsOf({ startTime })).toEqual({ startTime: MESSAGES.clockTime });
});

test('the same start and end is a field error; an earlier end runs past midnight', () => {
  expect(errorsOf({ endTime: '10:00' })).toEqual({ endTime: MESSAGES.endTime });
  expect(errorsOf({ startTime: '20:00', endTime: '01:00' })).toEqual({});
});

test('the deadline is on or before the event day', () => {
  expect(errorsOf({ registrationDeadline: '2030-01-16' })).toEqual({ registrationDeadline: MESSAGES.deadlineAfterEvent });
  expect(eventInput.parse({ ...valid, registrationDeadline: '2030-01-10' }).registrationDeadline).toBe('2030-01-10');
  expect(eventInput.parse({ ...valid, registrationDeadline: '' }).registrationDeadline).toBeUndefined();
});

test('an early-bird price is below the full price and comes with its end date', () => {
  expect(eventInput.parse({ ...valid, earlyBirdPrice: '12000', earlyBirdEndsOn: '2030-01-01' })).toMatchObject({ earlyBirdPrice: 12000, earlyBirdEndsOn: '2030-01-01' });
  expect(errorsOf({ earlyBirdPrice: '12000' })).toEqual({ earlyBirdEndsOn: MESSAGES.earlyBirdEnds });
  expect(errorsOf({ earlyBirdEndsOn: '2030-01-01' })).toEqual({ earlyBirdPrice: MESSAGES.earlyBirdPrice });
  expect(errorsOf({ earlyBirdPrice: '15000', earlyBirdEndsOn: '2030-01-01' })).toEqual({ earlyBirdPrice: MESSAGES.earlyBirdPrice });
  expect(errorsOf({ earlyBirdPrice: 'cheap', earlyBirdEndsOn: '2030-01-01' })).toEqual({ earlyBirdPrice: MESSAGES.price });
  expect(eventInput.parse({ ...valid, earlyBirdPrice: '', earlyBirdEndsOn: '' })).not.toHaveProperty('earlyBirdPrice', expect.anything());
});
