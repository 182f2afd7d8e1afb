import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { toaster } from './toaster';

beforeEach(() => toaster.remove());
afterEach(() => jest.useRealTimers());


test('the newest toast replaces the one shown within 300 ms, instead of waiting for it to time out', async () => {
  renderWithProviders(<p>page</p>, { withToaster: true });
  act(() => toaster.create({ type: 'success', title: 'Registration Successful!' }));
  expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();

  jest.useFakeTimers();
  act(() => toaster.create({ type: 'success', title: 'Copied!' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(300);
  });
  expect(screen.getByText('Copied!')).toBeInTheDocument();
  // One toast visible: the first is gone, not waiting behind or beside it.
  expect(screen.queryByText('Registration Successful!')).not.toBeInTheDocument();
});

test('a toast created again with its own id is updated in place', async () => {
  renderWithProviders(<p>page</p>, { withToaster: true });
  act(() => void toaster.create({ id: 'saving', type: 'loading', title: 'Saving…' }));
  expect(await screen.findByText('Saving…')).toBeInTheDocument();
  act(() => void toaster.create({ id: 'saving', type: 'success', title: 'Saved' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
});
