import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TICKET_MESSAGES } from '../../contract/messages';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { notFound } from '../lib/errors';
import { serve, type Handler } from '../lib/http-core';
import { orderReceipt } from '../lib/receipts/order-receipts';

// GET /api/tickets/{token}/receipt: the paid order's receipt PDF, for the
// ticket page's download link (docs/PRODUCT-RULES.md, Receipts). 404 for an
// unknown token or an order with nothing paid. Errors answer JSON as usual.
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;
const json = serve({}, async (event) => {
  const token = event.pathParameters?.token ?? '';
  const found = TOKEN.test(token) ? await ticketsRepo.find(token) : null;
  if (!found) throw notFound(TICKET_MESSAGES.notFound);
  throw notFound('This ticket has no receipt: nothing has been paid online for it.');
});

export const handler: Handler = async (event: APIGatewayProxyEventV2) => {
  const token = event.pathParameters?.token ?? '';
  const found = TOKEN.test(token) ? await ticketsRepo.find(token) : null;
  const made = found ? await orderReceipt(found.registration, found.event) : null;
  if (!made) return json(event);
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="receipt-${made.receipt.number}.pdf"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: Buffer.from(made.pdf).toString('base64'),
    isBase64Encoded: true,
  };
};
