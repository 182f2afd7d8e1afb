// The registration form's code check (docs/PRODUCT-RULES.md, Box office): asks the server what a
// code does for the event, and says it in a line the buyer reads before registering.
import type { PromoCodeCheck, PublicTicketType } from '../../../../contract/box-office';
import { formatNaira } from '../../../../contract/naira';
import { callLater } from '../../lib/call-later';

export function checkPromoCode(eventId: string, promoCode: string): Promise<PromoCodeCheck> {
  return callLater('checkPromoCode', { params: { id: eventId }, body: { promoCode } }).then((answer) => answer.data);
}

const names = (ids: readonly string[], types: readonly PublicTicketType[]) => ids.map((id) => types.find((t) => t.id === id)?.name ?? id).join(', ');

/** "Code CHOIRS applied: 10% off Adult; unlocks Choir member." */
export function codeSummary(check: PromoCodeCheck, types: readonly PublicTicketType[]): string {
  const discount =
    check.percentOff !== undefined
      ? `${check.percentOff}% off`
      : check.amountOff !== undefined
        ? `${formatNaira(check.amountOff)} off each ticket`
        : check.fixedPrice !== undefined
          ? check.fixedPrice === 0
            ? 'free tickets'
            : `tickets at ${formatNaira(check.fixedPrice)} each`
          : null;
  const parts = [
    ...(discount ? [check.ticketTypeIds?.length ? `${discount} on ${names(check.ticketTypeIds, [...types, ...check.revealed])}` : discount] : []),
    ...(check.revealed.length ? [`unlocks ${names(check.revealed.map((t) => t.id), check.revealed)}`] : []),
  ];
  return `Code ${check.code} applied: ${parts.join('; ')}.`;
}
