// The address of an event's own page (the page table's '/events/:id' row).
// Shared by the event cards, the structured data and the registration's share
// link, which live in features that may not import each other.

export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;
