// The deployment's site address for a test file (passkeys: the relying party and the origin come from it).
export function useSiteOrigin(origin: string): void {
  beforeAll(() => {
    process.env.SITE_ORIGIN = origin;
  });
  afterAll(() => {
    delete process.env.SITE_ORIGIN;
  });
}
