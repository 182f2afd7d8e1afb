// Create or edit one item of an editable resource (docs/PRODUCT-RULES.md): edit
// mode when an item is selected, otherwise create; cancel or success closes and
// resets; a failure keeps what was typed and shows the server's field errors.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { useDeferredValue } from 'react';
import { Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { mutationMessage } from '../../../../contract/messages';
import type { StoredImage } from '../../../../contract/media-schemas';
import type { EditableResource } from '../../../../contract/routes';
import { fieldErrors } from '../../../../contract/schemas';
import { ApiError } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useAdminSession } from './admin-session';
import type { FormValues, ResourceConfig } from './resource-config';
import { ResourceFormField } from './resource-form-fields';
import { runMutation } from './run-mutation';
import type { AdminRow } from './use-admin-list';
import { HydratingForm } from '../../components/hydrating-form';

/** '{ "ticketTypes.0.price": "…" }' as Formik's nested errors, so a row's field shows its message. */
function nestFieldErrors(flat: Record<string, string>): FormikErrors<FormValues> {
  let nested: FormikErrors<FormValues> = {};
  for (const [path, message] of Object.entries(flat)) nested = setIn(nested, path, message) as FormikErrors<FormValues>;
  return nested;
}

/** The fields a phone's screen shows first: the tap that opens the dialog renders these alone. */
const FIRST_FIELDS = 3;

/**
 * The form's fields: the first few in the render that opens the dialog, so it opens in the next frame
 * with what is known (the title filled in); the rest (an event has a dozen, with ticket types and
 * questions) follow in a deferred render React may interrupt, while the form already holds every value.
 */
function DialogFields({ fields, creating }: { fields: ResourceConfig<EditableResource>['fields']; creating: boolean }) {
  const shown = useDeferredValue(fields.length, Math.min(FIRST_FIELDS, fields.length));
  return (
    <Stack gap="4">
      {fields.slice(0, shown).map((spec) => (
        <ResourceFormField key={spec.name} spec={spec} creating={creating} />
      ))}
      {shown < fields.length && <Spinner alignSelf="center" aria-label="Loading the other fields" />}
    </Stack>
  );
}

type Props<R extends EditableResource> = {
  config: ResourceConfig<R>;
  open: boolean;
  /** The item being edited; null means create. */
  item: AdminRow[R] | null;
  onClose: () => void;
  onSaved: () => void;
};

export function ResourceDialog<R extends EditableResource>({ config, open, item, onClose, onSaved }: Props<R>) {
  const { client } = useAdminSession();
  const editing = item !== null;

  const asInput = (values: FormValues) => (config.toInput ? config.toInput(values) : values);
  const validateValues = zodValidate<FormValues>(config.schema);

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    const parsed = config.schema.safeParse(asInput(values));
    if (!parsed.success) {
      helpers.setErrors(nestFieldErrors(fieldErrors(parsed.error)));
      return;
    }
    const outcome = await runMutation(
      () => (item ? client.update(config.resource, item.id, parsed.data) : client.create(config.resource, parsed.data)),
      mutationMessage(config.label, editing ? 'updated' : 'created'),
    );
    if (outcome.ok && !item) await createExtraPhotos(values, parsed.data);
    if (outcome.ok) {
      onSaved();
      helpers.resetForm();
      onClose();
    } else if (outcome.error instanceof ApiError && outcome.error.fieldErrors) {
      helpers.setErrors(nestFieldErrors(outcome.error.fieldErrors));
    }
  }

  /** Several photos picked at once: each further photo becomes an item like the first, numbered. */
  async function createExtraPhotos(values: FormValues, saved: unknown) {
    const extraName = extraImagesField();
    const extra = extraName ? ((values[extraName] as StoredImage[] | undefined) ?? []) : [];
    const base = saved as Record<string, unknown>;
    for (const [i, image] of extra.entries()) {
      const body = { ...base, image, imageUrl: image.src, title: `${String(base.title)} (${i + 2})` };
      await runMutation(() => client.create(config.resource, body), mutationMessage(config.label, 'created'));
    }
  }
  function extraImagesField(): string | undefined {
    for (const f of config.fields) if (f.kind === 'image' && f.extraName) return f.extraName;
    return undefined;
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      // Header and footer stay put; only the fields scroll (long event form on a phone).
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<FormValues>
              // A fresh form for every item (and for create), so nothing leaks between them.
              key={item?.id ?? 'new'}
              initialValues={item ? config.toFormValues(item) : config.defaults}
              validate={(values) => validateValues(asInput(values))}
              onSubmit={submit}
              {...FORM_VALIDATION}
            >
              {({ isSubmitting, resetForm }) => (
                // display: contents lets header, body and footer be the dialog's own flex children.
                <HydratingForm noValidate style={{ display: 'contents' }}>
                  <Dialog.Header>
                    <Dialog.Title>{editing ? `Edit ${config.label}` : `Add ${config.label}`}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <DialogFields fields={config.fields} creating={!editing} />
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button
                      variant="outline"
                      onClick={() => {
                        resetForm();
                        onClose();
                      }}
                      disabled={isSubmitting}
                    >
                      Cancel
                    </Button>
                    <Button type="submit" colorPalette="purple" loading={isSubmitting} loadingText="Saving...">
                      {editing ? 'Save Changes' : `Create ${config.label}`}
                    </Button>
                  </Dialog.Footer>
                </HydratingForm>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
