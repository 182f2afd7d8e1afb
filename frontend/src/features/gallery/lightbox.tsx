// The gallery lightbox (docs/PRODUCT-RULES.md, Gallery): closed, or open at an index; close, previous,
// next and a caption (description, else title). Escape closes, arrows move and
// wrap. While open the page cannot scroll, Tab stays inside, and on close
// focus goes back to whatever opened it (the tile).
// A <dialog> always in the HTML: before the app runs the head script opens it
// and moves it (boot/enhance.ts, data-early), and the app starts from the
// index the visitor is at (its open attribute and data-index).
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { forwardRef, memo, useEffect, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';

export type LightboxItem = { id: string; title: string; description?: string; imageUrl: string; alt?: string };

type Props = {
  items: readonly LightboxItem[];
  /** null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Next/previous index with wrap-around. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

export const captionOf = (item: LightboxItem) => item.description?.trim() || item.title;

/** The index the head script left the lightbox at, when the app takes over (null: closed). */
export function earlyLightboxIndex(): number | null {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
  return dialog?.open ? Number(dialog.dataset.index ?? 0) : null;
}

const early = (kind: string) => ({ [EARLY_ATTRIBUTE]: kind });

const navButton = { variant: 'ghost', color: 'white', size: 'lg', rounded: 'full', _hover: { bg: 'whiteAlpha.300' } } as const;

/** Memoised with the stable onClose: a move re-renders the picture, its captions and the arrows, not Close. */
const CloseButton = memo(
  forwardRef<HTMLButtonElement, { onClose: () => void }>(function CloseButton({ onClose }, ref) {
    return (
      <IconButton ref={ref} aria-label="Close" position="absolute" top={{ base: 2, md: 4 }} right={{ base: 2, md: 4 }} onClick={onClose} {...navButton} {...early('lightbox-close')}>
        <X />
      </IconButton>
    );
  }),
);

export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const open = index !== null && items.length > 0;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Remember the opener before focus moves in; give it back on close. After
  // the commit that closed it, not in a cleanup: the dialog (and its focused
  // Close button) stays in the DOM, and React puts focus back on the element
  // that had it during its commit.
  useLayoutEffect(() => {
    if (open) {
      // Opened by the head script before the app: the tile it came from.
      const active = document.activeElement as HTMLElement | null;
      opener.current = dialogRef.current?.contains(active) ? document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}="lightbox-open"][data-index="${index}"]`) : active;
      closeRef.current?.focus();
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target && document.contains(target)) target.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening and closing only, not on each move
  }, [open]);

  const current = open ? wrapIndex(index, items.length) : 0;
  const go = (step: number) => onIndexChange(wrapIndex(current + step, items.length));

  // Keys work wherever focus is while the lightbox is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        onIndexChange(wrapIndex(current + 1, items.length));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onIndexChange(wrapIndex(current - 1, items.length));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, current, items.length, onClose, onIndexChange]);

  if (items.length === 0) return null;
  const item = items[current];
  const caption = captionOf(item);

  const trapTab = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled])'));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <chakra.dialog
      ref={dialogRef}
      data-lightbox=""
      data-index={current}
      open={open}
      aria-modal="true"
      aria-label={`Image viewer: ${item.title}`}
      onKeyDown={trapTab}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      position="fixed"
      inset="0"
      width="100%"
      height="100%"
      maxW="none"
      maxH="none"
      m="0"
      border="0"
      zIndex="modal"
      bg="blackAlpha.900"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      p={{ base: 2, md: 8 }}
      css={{ '&[open]': { display: 'flex' } }}
      animationName="fade-in"
      animationDuration="fast"
    >
      <CloseButton ref={closeRef} onClose={onClose} />
      <Flex align="center" gap={{ base: 1, md: 4 }} maxW="full" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <IconButton aria-label="Previous image" onClick={() => go(-1)} {...navButton} {...early('lightbox-prev')}>
          <ChevronLeft />
        </IconButton>
        <Box as="figure" m="0" display="flex" flexDirection="column" alignItems="center" gap="3">
          <Image
            src={item.imageUrl}
            alt={item.alt ?? item.title}
            // Not fetched while the lightbox is closed.
            loading="lazy"
            maxH={{ base: '65vh', md: '75vh' }}
            maxW={{ base: 'calc(100vw - 112px)', md: 'calc(100vw - 220px)' }}
            fit="contain"
            rounded="md"
          />
          <Box as="figcaption" textAlign="center" color="white" maxW="3xl">
            {/* Both lines always there (the head script fills them): the title only when the caption differs. */}
            <Text fontWeight="semibold" data-part="title" hidden={caption === item.title}>
              {item.title}
            </Text>
            <Text fontWeight={caption !== item.title ? 'normal' : 'semibold'} opacity={caption !== item.title ? 0.85 : 1} data-part="caption">
              {caption}
            </Text>
          </Box>
        </Box>
        <IconButton aria-label="Next image" onClick={() => go(1)} {...navButton} {...early('lightbox-next')}>
          <ChevronRight />
        </IconButton>
      </Flex>
      {/* One text node, as the head script writes it: three would not match its text at hydration (React error 418). */}
      <Text mt="3" fontSize="sm" color="white" opacity={0.7} aria-live="polite" data-part="counter">
        {`${current + 1} / ${items.length}`}
      </Text>
    </chakra.dialog>
  );
}
