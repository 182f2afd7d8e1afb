// An image URL with a live preview, so the admin sees a broken link before saving.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useField } from 'formik';
import { isSafeImageUrl } from '../../../../contract/fields';
import { FormField } from '../../components/form-field';
import { FallbackImage } from './fallback-image';

export function ImageUrlField({
  name,
  label,
  required,
  placeholder,
  noPreview,
}: {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** The photo field shows its own (sized) preview. */
  noPreview?: boolean;
}) {
  const [field] = useField<string | undefined>(name);
  const url = (field.value ?? '').trim();
  return (
    <Box>
      <FormField name={name} label={label} required={required} placeholder={placeholder} helperText="https://… or a site path such as /images/…" />
      {noPreview ? null : url && isSafeImageUrl(url) ? (
        <FallbackImage src={url} alt="Preview" mt="2" maxH="40" rounded="md" objectFit="cover" borderWidth="1px" />
      ) : (
        url && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            No preview for this address
          </Text>
        )
      )}
    </Box>
  );
}
