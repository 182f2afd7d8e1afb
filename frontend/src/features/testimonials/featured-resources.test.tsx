// A resource is downloaded only when it has a file; until then its button says
// "Coming soon" and the visitor can ask for it instead: never a dead link.
import { screen } from '@testing-library/react';
import { RESOURCES } from '../../content/resources';
import { renderWithProviders } from '../../test/render-with-providers';
import { FeaturedResources } from './featured-resources';

test('without files every resource says Coming soon and offers a request, with no download link', () => {
  renderWithProviders(<FeaturedResources />);
  expect(screen.getAllByRole('button', { name: /coming soon$/ })).toHaveLength(RESOURCES.length);
  for (const button of screen.getAllByRole('button', { name: /coming soon$/ })) expect(button).toBeDisabled();
  expect(screen.getAllByRole('button', { name: /^Request: / })).toHaveLength(RESOURCES.length);
  expect(screen.queryAllByRole('link', { name: /^Download: / })).toHaveLength(0);
});

test('a resource with a file downloads it from /media/ under its own name', () => {
  const [first, ...rest] = RESOURCES;
  const file = { url: '/media/files/abc/Music-Theory-Handbook.pdf', name: 'Music Theory Handbook.pdf', size: 2_400_000, contentType: 'application/pdf' as const };
  renderWithProviders(<FeaturedResources resources={[{ ...first, file }, ...rest]} />);
  const download = screen.getByRole('link', { name: `Download: ${first.title}` });
  expect(download).toHaveAttribute('href', file.url);
  expect(download).toHaveAttribute('download', file.name);
  expect(screen.getByRole('link', { name: `Open: ${first.title} (new tab)` })).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('button', { name: `${first.title}: coming soon` })).toBeNull();
  expect(screen.getAllByRole('button', { name: /coming soon$/ })).toHaveLength(rest.length);
});
