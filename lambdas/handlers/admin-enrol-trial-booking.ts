import { trialEnrolInput } from '../../contract/programme-schemas';
import { handle } from '../lib/http';
import { enrolTrial } from '../lib/school/trial-enrolment';

// The agenda's "Enrol in a programme" (docs/PRODUCT-RULES.md, Monthly programmes): the trial's learner holds a
// seat for 48 hours and is mailed the first month's Paystack checkout; the admin gets the same link to share.
export const handler = handle({ auth: 'admin', body: trialEnrolInput }, async ({ event, params, body }) => ({
  status: 201,
  body: await enrolTrial(event, params.id, body.programmeId),
}));
