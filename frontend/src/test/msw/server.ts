// The web tests' one msw server. setup.ts starts it, strict about requests
// no handler answers, and drops each test's handlers after the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
