// Every message the site sends, for the mailer to pick from by kind.
export { broadcastMessage, type BroadcastInput } from './broadcast';
export { cancellationMessage } from './cancellation';
export { confirmationMessage, type ConfirmationInput } from './confirmation';
export { dailyDigestMessage, type DigestInput } from './digest';
export { contactNotificationMessage, registrationNotificationMessage } from './provider';
export { reminderMessage } from './reminder';
export type { Attendee, MailEvent, MailSite } from './types';
