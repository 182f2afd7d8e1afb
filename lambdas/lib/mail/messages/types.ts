// What the message functions need to know, in the contract's own shapes where
// the contract has them.
import type { ContactSubmission, Event, EventRegistration } from '../../../../contract/schemas';

/** Who sends: the provider's name and the site's origin ('https://…', no trailing slash). */
export type MailSite = { name: string; origin: string };

export type MailEvent = Pick<Event, 'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'address' | 'price'> &
  Partial<Pick<Event, 'description'>>;

export type Attendee = Pick<EventRegistration, 'id' | 'name' | 'email'> & Partial<Pick<EventRegistration, 'payment'>>;

export type { ContactSubmission, EventRegistration };
