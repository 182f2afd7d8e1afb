// The testimonial carousel (docs/PRODUCT-RULES.md): dots, previous, next;
// auto-advances every 5 s and wraps; a manual move restarts the timer. It also pauses while
// hovered or focused, and has a pause button (WCAG 2.2.2), and its live
// region stays quiet while it moves by itself.
// Every slide is in the HTML, all but the current one hidden: before the app
// runs the head script moves it, by the buttons and every 5 s
// (boot/enhance.ts, data-early), and the app starts from the slide shown.
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { memo, useCallback, useEffect, useState, type PointerEvent } from 'react';
import { CAROUSEL_INTERVAL_MS, type Story } from '../../content/testimonials';
import { earlyState } from '../../lib/early-state';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';
import { AuthorPhoto } from './author-photo';

const early = (kind: string) => ({ [EARLY_ATTRIBUTE]: kind });
const earlyCarousel = () => document.querySelector<HTMLElement>('[data-carousel]')?.dataset;

/**
 * Keyboard focus pauses the slides; a mouse click on previous, next or a dot
 * must not, or the click would stop the timer instead of restarting it.
 */
function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

// A move re-renders two slides and two dots, not every one: each Chakra
// element re-resolves its styles when it renders, which made a tap on next or
// a dot a 250 ms task at 4x CPU on a phone.
const SlideBody = memo(function SlideBody({ story }: { story: Story }) {
  return (
    <Card.Body gap="5" textAlign="center" alignItems="center" py={{ base: 8, md: 10 }} px={{ base: 5, md: 10 }}>
      <Box color="purple.500">
        <Quote size={36} aria-hidden="true" />
      </Box>
      <chakra.blockquote fontSize={{ base: 'md', md: 'lg' }} fontStyle="italic" minH={{ md: '7em' }}>
        “{story.text}”
      </chakra.blockquote>
      <AuthorPhoto story={story} />
      <Stack gap="0">
        <Text fontWeight="bold">{story.name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {story.position}
        </Text>
      </Stack>
    </Card.Body>
  );
});

const Slide = memo(function Slide({ story, position, count, shown }: { story: Story; position: number; count: number; shown: boolean }) {
  return (
    <Card.Root
      data-slide=""
      hidden={!shown}
      // The card's display: flex would show a hidden slide.
      css={{ '&[hidden]': { display: 'none' } }}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      variant="elevated"
      animationName="fade-in"
      animationDuration="slow"
    >
      <SlideBody story={story} />
    </Card.Root>
  );
});

const Dot = memo(function Dot({ index, current, onSelect }: { index: number; current: boolean; onSelect: (index: number) => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={`Show testimonial ${index + 1}`}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(index)}
      {...early('carousel-dot')}
      data-index={index}
      p="2"
      cursor="pointer"
      rounded="full"
      _focusVisible={{ outline: '2px solid', outlineColor: 'purple.500' }}
    >
      {/* A span: a button may only hold phrasing content. */}
      {/* Styled by aria-current, which the head script moves too. */}
      <Box
        as="span"
        display="block"
        w="2.5"
        h="2.5"
        rounded="full"
        bg="gray.300"
        _dark={{ bg: 'gray.600' }}
        transition="all 0.2s"
        css={{ '[aria-current=true] > &': { w: '6', bg: 'purple.500', _dark: { bg: 'purple.300' } } }}
      />
    </chakra.button>
  );
});

const navButton = { variant: 'outline', rounded: 'full', size: 'sm' } as const;

const StepButton = memo(function StepButton({ step, onStep }: { step: 1 | -1; onStep: (step: 1 | -1) => void }) {
  return (
    <IconButton
      aria-label={step < 0 ? 'Previous testimonial' : 'Next testimonial'}
      onClick={() => onStep(step)}
      {...navButton}
      {...early(step < 0 ? 'carousel-prev' : 'carousel-next')}
    >
      {step < 0 ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
});

const PauseIcons = memo(function PauseIcons() {
  return (
    <>
      <Play data-icon="play" />
      <Pause data-icon="pause" />
    </>
  );
});

const PauseButton = memo(function PauseButton({ stopped, onToggle }: { stopped: boolean; onToggle: () => void }) {
  return (
    <IconButton
      aria-label={stopped ? 'Resume automatic slides' : 'Pause automatic slides'}
      onClick={onToggle}
      variant="ghost"
      size="sm"
      rounded="full"
      {...early('carousel-pause')}
      css={{ '[data-stopped=true] & [data-icon=pause], [data-stopped=false] & [data-icon=play]': { display: 'none' } }}
    >
      <PauseIcons />
    </IconButton>
  );
});

/** A pointer resting on the slides pauses them; a finger's tap (whose compatibility mouse events also enter) must not. */
const isMouse = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse';

type Props = { items: readonly Story[]; intervalMs?: number };

export function TestimonialCarousel({ items, intervalMs = CAROUSEL_INTERVAL_MS }: Props) {
  // Where the head script left it before the app took over.
  const [index, setIndex] = useState(() => earlyState(() => Number(earlyCarousel()?.index ?? 0), 0));
  // Bumped by every manual move so the timer restarts even on the same slide.
  const [manualMoves, setManualMoves] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(() => earlyState(() => earlyCarousel()?.stopped === 'true', false));
  const count = items.length;
  const current = count ? index % count : 0;
  const autoPlaying = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!autoPlaying) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [autoPlaying, current, manualMoves, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setManualMoves((n) => n + 1);
    },
    [count],
  );
  const step = useCallback(
    (by: 1 | -1) => {
      setIndex((i) => (((i + by) % count) + count) % count);
      setManualMoves((n) => n + 1);
    },
    [count],
  );

  const toggleStopped = useCallback(() => setStopped((on) => !on), []);

  if (count === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      onPointerEnter={(e) => isMouse(e) && setHovered(true)}
      onPointerLeave={(e) => isMouse(e) && setHovered(false)}
      onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      maxW="3xl"
      mx="auto"
      data-carousel=""
      data-index={current}
      data-stopped={stopped ? 'true' : 'false'}
    >
      <Box aria-live={autoPlaying ? 'off' : 'polite'} aria-atomic="true">
        {items.map((story, i) => (
          <Slide key={story.id} story={story} position={i + 1} count={count} shown={i === current} />
        ))}
      </Box>
      {count > 1 && (
        <HStack justify="center" gap="3" mt="6">
          <StepButton step={-1} onStep={step} />
          <HStack gap="1">
            {items.map((item, i) => (
              <Dot key={item.id} index={i} current={i === current} onSelect={goTo} />
            ))}
          </HStack>
          <StepButton step={1} onStep={step} />
          <PauseButton stopped={stopped} onToggle={toggleStopped} />
        </HStack>
      )}
    </Box>
  );
}
