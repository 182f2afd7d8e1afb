// Event prices are free text today ('₦15,000', 'Free', '15000 per person'):
// the one reading of them as a number of naira, for structured data.

/** '₦15,000' or '15000 per person' -> 15000; 'Free' -> 0; null for text without a number. */
export function nairaAmount(price: string): number | null {
  if (/free/i.test(price)) return 0;
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(price)?.[0];
  return digits ? Number(digits.replace(/,/g, '')) : null;
}
