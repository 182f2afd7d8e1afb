import { totpConfirmInput } from '../../contract/mfa-schemas';
import { handle } from '../lib/http';
import { confirmTotp } from '../lib/mfa/factors';

export const handler = handle({ auth: 'admin', body: totpConfirmInput }, async ({ admin, body }) => ({ body: await confirmTotp(admin!, body.code) }));
