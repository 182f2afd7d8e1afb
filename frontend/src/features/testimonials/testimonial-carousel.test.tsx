import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import type { Story } from '../../content/testimonials';
import { renderWithProviders } from '../../test/render-with-providers';
import { TestimonialCarousel } from './testimonial-carousel';

const stories: Story[] = [1, 2, 3].map((n) => ({ id: `s${n}`, text: `Story ${n}`, name: `Name ${n}`, position: `Student ${n}` }));

const slide = () => screen.getByRole('group');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TestimonialCarousel', () => {
  it('is announced as a carousel with labelled slides', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    expect(screen.getByRole('region', { name: 'Student testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide()).toHaveAccessibleName('1 of 3');
    // Quiet while it moves by itself.
    expect(slide().parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('advances every 5 seconds and wraps around', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    expect(slide()).toHaveTextContent('Story 1');
    advance(4999);
    expect(slide()).toHaveTextContent('Story 1');
    advance(1);
    expect(slide()).toHaveTextContent('Story 2');
    advance(5000);
    expect(slide()).toHaveTextContent('Story 3');
    advance(5000);
    expect(slide()).toHaveTextContent('Story 1');
  });

  it('moves with previous, next and the dots, and a manual move restarts the timer', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide()).toHaveTextContent('Story 2');
    // The old timer would have fired at 5000 ms; the new one waits a full interval.
    advance(4000);
    expect(slide()).toHaveTextContent('Story 2');
    advance(1000);
    expect(slide()).toHaveTextContent('Story 3');

    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(slide()).toHaveTextContent('Story 3');
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    advance(4000);
    expect(slide()).toHaveTextContent('Story 3');
    advance(1000);
    expect(slide()).toHaveTextContent('Story 1');

    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slide()).toHaveTextContent('Story 3');
  });

  // React's enter and leave come from over and out; jsdom's pointer events carry no pointerType.
  const pointer = (type: 'pointerEnter' | 'pointerLeave', el: Element, pointerType: string) => {
    const event = type === 'pointerEnter' ? createEvent.pointerOver(el, { relatedTarget: document.body }) : createEvent.pointerOut(el, { relatedTarget: document.body });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    fireEvent(el, event);
  };

  it('pauses while a mouse rests on it and resumes after', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    const region = screen.getByRole('region', { name: 'Student testimonials' });
    pointer('pointerEnter', region, 'mouse');
    advance(12000);
    expect(slide()).toHaveTextContent('Story 1');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
    pointer('pointerLeave', region, 'mouse');
    advance(5000);
    expect(slide()).toHaveTextContent('Story 2');
  });

  it("keeps moving after a finger's tap, whose pointer also enters it", () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    const region = screen.getByRole('region', { name: 'Student testimonials' });
    pointer('pointerEnter', region, 'touch');
    fireEvent.mouseEnter(region);
    advance(5000);
    expect(slide()).toHaveTextContent('Story 2');
  });

  it('stops on the pause button', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume automatic slides' }));
    advance(15000);
    expect(slide()).toHaveTextContent('Story 1');
  });
});

describe('TestimonialCarousel and keyboard focus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pauses while a control has keyboard focus', () => {
    renderWithProviders(<TestimonialCarousel items={stories} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    jest.spyOn(next, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    act(() => next.focus());
    advance(12000);
    expect(slide()).toHaveTextContent('Story 1');
    act(() => next.blur());
    advance(5000);
    expect(slide()).toHaveTextContent('Story 2');
  });

  it("shows the author's uploaded photo in its stored sizes, with width and height, and none when there is none", () => {
    const image = {
      src: '/media/img/ada-1600.webp',
      width: 1600,
      height: 1200,
      variants: [
        { src: '/media/img/ada-1600.webp', width: 1600, height: 1200 },
        { src: '/media/img/ada-400.webp', width: 400, height: 300 },
      ],
    };
    const withPhoto: Story[] = [{ ...stories[0], imageUrl: image.src, image }, stories[1]];
    renderWithProviders(<TestimonialCarousel items={withPhoto} />);
    const photo = screen.getByRole('img', { name: 'Photo of Name 1' });
    expect(photo).toHaveAttribute('src', '/media/img/ada-1600.webp');
    expect(photo).toHaveAttribute('srcset', '/media/img/ada-1600.webp 1600w, /media/img/ada-400.webp 400w');
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1200');
    // A photo that fails to load is left out, not shown broken.
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Photo of Name 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide()).toHaveTextContent('Story 2');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
