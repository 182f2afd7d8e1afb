import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryPhoto } from '../../content/gallery';
import { renderWithProviders } from '../../test/render-with-providers';
import { GalleryGrid } from './gallery-grid';

const photo = (n: number, description?: string): GalleryPhoto => ({
  id: `p${n}`,
  title: `Photo ${n}`,
  description,
  imageUrl: `/images/gallery/gallery-${n}.webp`,
  alt: `Alt ${n}`,
  width: 1200,
  height: 900,
});
const photos = [photo(1, 'First caption'), photo(2, 'Second caption'), photo(3)];

const dialog = () => screen.getByRole('dialog');
const shownImage = () => within(dialog()).getByRole('img');

describe('GalleryGrid and its lightbox', () => {
  it('renders sized, lazy tiles', () => {
    renderWithProviders(<GalleryGrid photos={photos} />);
    const img = screen.getByRole('img', { name: 'Alt 1' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on click with the caption, moves with the buttons and wraps', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryGrid photos={photos} />);
    await user.click(screen.getByRole('button', { name: 'Open image: Photo 2' }));
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-2.webp');
    expect(within(dialog()).getByText('Second caption')).toBeInTheDocument();
    // The page stays put while it is open (app/theme.ts: html:has(dialog[open][aria-modal=true]) body).
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');

    await user.click(within(dialog()).getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-3.webp');
    // No description: the caption is the title.
    expect(within(dialog()).getByText('Photo 3', { selector: '[data-part="caption"]' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Photo 3', { selector: '[data-part="title"]' })).not.toBeVisible();

    await user.click(within(dialog()).getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-1.webp');

    await user.click(within(dialog()).getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-3.webp');
  });

  it('opens with Enter, follows the arrow keys with wrap-around, closes on Escape and returns focus to the tile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryGrid photos={photos} />);
    const tile = screen.getByRole('button', { name: 'Open image: Photo 1' });
    tile.focus();
    await user.keyboard('{Enter}');
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-1.webp');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-3.webp');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-1.webp');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/images/gallery/gallery-2.webp');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('keeps Tab inside the open lightbox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryGrid photos={photos} />);
    await user.click(screen.getByRole('button', { name: 'Open image: Photo 1' }));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryGrid photos={photos} />);
    const tile = screen.getByRole('button', { name: 'Open image: Photo 3' });
    await user.click(tile);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });
});
