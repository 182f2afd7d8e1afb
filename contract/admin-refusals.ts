// Zod-free, so every admin screen's client can read it without the schemas (the door's screen among them).
/**
 * Why an admin route answered 409 (`reason` in the body): the session must add a
 * second factor first (the policy), or confirm who it is again (a `stepUp` route).
 */
export const ADMIN_REFUSALS = { factorRequired: 'factorRequired', stepUpRequired: 'stepUpRequired' } as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[keyof typeof ADMIN_REFUSALS];
