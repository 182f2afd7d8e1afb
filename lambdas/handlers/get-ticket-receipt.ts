import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TICKET_MESSAGES } from '../../contract/messages';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { notFound } from '../lib/errors';
import { serve, type Handler } from '../lib/http-core';
import { lastCreditNote, orderReceipt, receiptAttachment } from '../lib/receipts/order-receipts';

// GET /api/tickets/{token}/receipt: the paid order's receipt PDF, for the
// ticket page's download link (docs/PRODUCT-RULES.md, Receipts); with
// ?note=credit, the credit note of its last refund, once the refund mail has
// issued it. 404 for an unknown token, an order with nothing paid, or no credit
// note (yet). Errors answer JSON as usual.
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;
const wantsCredit = (event: APIGatewayProxyEventV2) => event.queryStringParameters?.note === 'credit';

const json = serve({}, async (event) => {
  const token = event.pathParameters?.token ?? '';
  const found = TOKEN.test(token) ? await ticketsRepo.find(token) : null;
  if (!found) throw notFound(TICKET_MESSAGES.notFound);
  if (wantsCredit(event)) {
    throw notFound(found.registration.payment?.refundedAt ? 'The credit note comes with the refund mail: try again in a few minutes.' : 'This ticket has no credit note: nothing has been refunded.');
  }
  throw notFound('This ticket has no receipt: nothing has been paid online for it.');
});

export const handler: Handler = async (event: APIGatewayProxyEventV2) => {
  const token = event.pathParameters?.token ?? '';
  const found = TOKEN.test(token) ? await ticketsRepo.find(token) : null;
  const made = found ? await (wantsCredit(event) ? lastCreditNote(found.registration) : orderReceipt(found.registration, found.event)) : null;
  if (!made) return json(event);
  // The same file name as the mail's attachment of the same PDF.
  const { filename } = receiptAttachment(made.receipt, made.pdf);
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: Buffer.from(made.pdf).toString('base64'),
    isBase64Encoded: true,
  };
};
