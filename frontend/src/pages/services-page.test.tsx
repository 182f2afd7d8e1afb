import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DEFAULT_SITE_CONTENT } from '../../../contract/default-site-content';
import type { SiteContent } from '../../../contract/site-content-schemas';
import { FeaturedResources } from '../features/testimonials/featured-resources';
import { on } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import ServicesPage from './services-page';

const serve = (content: SiteContent) => server.use(on('get-site-content', () => HttpResponse.json({ content })));

describe('site content on the public pages', () => {
  it('shows each service with its naira price and unit; a free one says Free without "From"', async () => {
    const services = [
      { ...DEFAULT_SITE_CONTENT.services[0], price: 27500 },
      { ...DEFAULT_SITE_CONTENT.services[1], id: 'open-rehearsal', title: 'Open Rehearsal', price: 0, unit: 'per session' },
    ];
    serve({ ...DEFAULT_SITE_CONTENT, services });
    renderWithProviders(<ServicesPage />, { route: '/services' });
    const card = (await screen.findByRole('heading', { name: 'Music Education' })).closest('[id="music-education"]') as HTMLElement;
    expect(within(card).getByTestId('price-music-education')).toHaveTextContent('From ₦27,500 per month');
    expect(screen.getByTestId('price-open-rehearsal')).toHaveTextContent(/^Free$/);
  });

  it('offers Download for a resource with a file and "Coming soon" for one without', async () => {
    const [withFile, withoutFile] = DEFAULT_SITE_CONTENT.resources;
    serve({
      ...DEFAULT_SITE_CONTENT,
      resources: [{ ...withFile, file: { url: 'https://cdn.example/handbook.pdf', name: 'handbook.pdf', size: 1000, contentType: 'application/pdf' } }, withoutFile],
    });
    renderWithProviders(<FeaturedResources />, { route: '/testimonials' });
    const download = await screen.findByRole('link', { name: `Download: ${withFile.title}` });
    expect(download).toHaveAttribute('href', 'https://cdn.example/handbook.pdf');
    expect(download).toHaveAttribute('download', 'handbook.pdf');
    expect(screen.getByRole('button', { name: `${withoutFile.title}: Coming soon` })).toBeDisabled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
