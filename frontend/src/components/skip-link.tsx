import { Link } from '@chakra-ui/react/link';

/** First focusable element: jumps keyboard users past the header to <main id="main">. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-40"
      zIndex="skipNav"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2"
      rounded="md"
      fontWeight="semibold"
      _focusVisible={{ top: '2' }}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </Link>
  );
}
