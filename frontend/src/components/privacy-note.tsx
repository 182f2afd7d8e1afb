// The line beside the submit button of every form that collects personal data
// (docs/PRODUCT-RULES.md, People's data). The notice opens in a new tab, so
// nothing typed into the form is lost.
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { memo } from 'react';

export const PrivacyNote = memo(function PrivacyNote() {
  return (
    <Text fontSize="sm" color="fg.muted">
      How we use your details:{' '}
      <Link href="/privacy" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
        privacy notice
        <Box as="span" srOnly>
          (opens in a new tab)
        </Box>
      </Link>
    </Text>
  );
});
