// Whole naira, shown the way Nigerians read prices: ₦15,000.00 → "₦15,000".
// The one formatter for every price the site shows (events, services, checkout).
const NAIRA = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** 15000 -> '₦15,000'; 0 -> 'Free' (a free event says so instead of '₦0'). */
export function formatNaira(amount: number): string {
  return amount === 0 ? 'Free' : NAIRA.format(amount);
}

/** Paystack counts in kobo, the hundredth of a naira. */
export function nairaToKobo(amount: number): number {
  return Math.round(amount * 100);
}
