// TEMPORARY: the box office's shapes as the API describes them, until the
// server branch's contract/box-office.ts is merged; then these become re-exports.
export type PublicTicketType = { id: string; name: string; price: number; available: number; earlyBirdPrice?: number; earlyBirdEndsOn?: string; salesEndOn?: string };
export type QuestionKind = 'text' | 'longtext' | 'choice' | 'yesno';
export type Question = { id: string; label: string; kind: QuestionKind; required: boolean; per: 'order' | 'attendee'; options?: string[] };
export type AnswerValue = string | boolean;
export type Answers = Record<string, AnswerValue>;
export type OrderTicket = { id: string; ticketTypeId: string; name: string };
export type OrderResult = { total: number; tickets: OrderTicket[]; authorizationUrl?: string };
export const MAX_TICKETS_PER_ORDER = 10;
