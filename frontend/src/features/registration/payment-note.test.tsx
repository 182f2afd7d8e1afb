import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { PaymentNote } from './payment-note';


test('a priced event paid online says so', async () => {
  server.use(on('payment-config', () => HttpResponse.json({ online: true })));
  renderWithProviders(<PaymentNote price="₦5,000" />);
  expect(await screen.findByText('Pay online')).toBeInTheDocument();
  expect(screen.getByText(/pay online with Paystack after registering/)).toBeInTheDocument();
});

test('without online payment the form says pay at the venue', async () => {
  server.use(on('payment-config', () => HttpResponse.json({ online: false })));
  renderWithProviders(<PaymentNote price={5000} />);
  expect(await screen.findByText('Pay at the venue')).toBeInTheDocument();
  expect(screen.getByText(/cash, bank transfer or mobile payment/)).toBeInTheDocument();
});

test('a free event shows nothing and asks nothing', () => {
  const { container } = renderWithProviders(<PaymentNote price="Free" />);
  expect(container).toBeEmptyDOMElement();
});
