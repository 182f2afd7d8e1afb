// The news interests by name, for the sign-up form, the subscriber's page and the admin's audiences.
// Types only from the contract: the sign-up's first HTML holds these labels without zod.
import type { NewsInterest } from '../../../contract/news';

/** The interests as the sign-up form names them (the six services and events). */
export const INTEREST_LABELS: Record<NewsInterest, string> = {
  'music-education': 'Music Education',
  workshops: 'Workshops & Masterclasses',
  'instrument-lessons': 'Instrument Lessons',
  'vocal-training': 'Vocal Training',
  'artistic-productions': 'Artistic Productions',
  'academic-consultation': 'Academic Consultation',
  events: 'Events',
};
