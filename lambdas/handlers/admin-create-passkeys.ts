import { passkeyAddInput } from '../../contract/mfa-schemas';
import { handle } from '../lib/http';
import { addPasskey } from '../lib/mfa/passkeys';
import { relyingParty } from '../lib/mfa/relying-party';

// Adding a passkey, step two: the browser's answer verified and stored (the audit log records the message).
export const handler = handle({ auth: 'admin', body: passkeyAddInput }, async ({ admin, body, event }) => ({ body: await addPasskey(admin!, body, relyingParty(event)) }));
