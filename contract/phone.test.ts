import { whatsAppLink, whatsAppNumber } from './phone';

describe('whatsAppNumber', () => {
  it.each([
    ['0803 123 4567', '2348031234567'],
    ['08031234567', '2348031234567'],
    ['0803-123-4567', '2348031234567'],
    ['(0803) 123 4567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['234 0803 123 4567', '2348031234567'],
    ['00234 803 123 4567', '2348031234567'],
    ['803 123 4567', '2348031234567'],
    ['0909.765.4321', '2349097654321'],
    ['0701 234 5678', '2347012345678'],
    ['+44 7700 900123', '447700900123'],
    ['  +1 (202) 555-0143 ', '12025550143'],
  ])('%p -> %p', (input, expected) => expect(whatsAppNumber(input)).toBe(expected));

  it.each([
    '',
    '   ',
    'call me',
    '0803 123 456',
    '0803 123 45678',
    '01 234 5678',
    '0603 123 4567',
    '0803 123 4567 ext 2',
    '+0803 123 4567',
    '+12 3',
    '++2348031234567',
    '1234567890123456',
  ])('cannot read %p', (input) => expect(whatsAppNumber(input)).toBeNull());

  it('rejects what is not a string', () => {
    expect(whatsAppNumber(undefined)).toBeNull();
    expect(whatsAppNumber(null)).toBeNull();
  });
});

describe('whatsAppLink', () => {
  it('links the normalised number and encodes the text', () => {
    expect(whatsAppLink('0803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(whatsAppLink('+234 803 123 4567', 'Hello & welcome? 100%')).toBe(
      'https://wa.me/2348031234567?text=Hello%20%26%20welcome%3F%20100%25',
    );
  });

  it('gives no link for a number it cannot read', () => {
    expect(whatsAppLink('not a number', 'hi')).toBeNull();
  });
});
