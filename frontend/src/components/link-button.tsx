// A link that looks like a Button. Chakra's Button always sets
// type="button", which `asChild` then copies onto the <a> it wraps: an
// invalid attribute on a link (the HTML checker rejects it). This applies the
// same button recipe to an element that is a link from the start.
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react/styled-system';

export type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

const { withContext } = createRecipeContext({ key: 'button' });

/** Use as `<LinkButton asChild colorPalette="brand"><RouterLink to="/x">…</RouterLink></LinkButton>` or with `href`. */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a');
