// The ONE place that reads what a seat costs, in whole naira. Event prices
// are free text today ('₦15,000', 'Free') and are becoming a number of naira;
// this accepts both, so the switch touches only this function.
import { nairaAmount } from '../../../contract/price';

/** Whole naira due for one seat; 0 for a free event or a price with no number in it. */
export function amountDue(price: number | string | undefined | null): number {
  if (typeof price === 'number') return Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
  if (typeof price !== 'string') return 0;
  const amount = nairaAmount(price);
  return amount !== null && amount > 0 ? Math.round(amount) : 0;
}
