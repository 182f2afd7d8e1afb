import { DEFAULT_EVENT_ID as CONTRACT_DEFAULT_EVENT_ID } from '../../../contract/schemas';
import { DEFAULT_EVENT_ID, FEATURED_WORKSHOP } from './events';

test('the featured workshop books the contract default event id', () => {
  expect(DEFAULT_EVENT_ID).toBe(CONTRACT_DEFAULT_EVENT_ID);
  expect(FEATURED_WORKSHOP.id).toBe(CONTRACT_DEFAULT_EVENT_ID);
});
