import { todayInLagos } from '../../contract/dates';
import { REGISTER_MESSAGES } from '../../contract/messages';
import { registrationInput } from '../../contract/schemas';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', body: registrationInput }, async ({ body }) => {
  const result = await registrationsRepo.create(body, todayInLagos());
  if (result.ok) return { status: 201, body: { id: result.registration.id, message: REGISTER_MESSAGES.success } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});
