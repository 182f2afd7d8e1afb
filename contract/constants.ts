// Plain values of the contract that the SPA needs without the schemas: this
// module imports nothing, so using it costs a page none of zod's weight.

/** The featured workshop of SPEC §2: registrations without an eventId go here. */
export const DEFAULT_EVENT_ID = 'music-workshop-2025';
export const DEFAULT_EVENT_CAPACITY = 50;
