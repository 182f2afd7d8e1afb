// One description per editable resource (events, testimonials, gallery): the
// generic tab and dialog read it, so list/dialog/CRUD logic exists once.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { StoredImage } from '../../../../contract/media-schemas';
import type { EditableResource } from '../../../../contract/routes';
import type { AdminRow } from './use-admin-list';

/** Lists of rows (an event's ticket types and questions) are edited in place as arrays of objects. */
export type FormValues = Record<string, string | number | boolean | StoredImage | StoredImage[] | Record<string, unknown>[] | undefined>;

export type FieldSpec =
  | { kind: 'text' | 'date' | 'time' | 'number' | 'textarea'; name: string; label: string; required?: boolean; placeholder?: string }
  | {
      kind: 'image';
      name: string;
      label: string;
      required?: boolean;
      placeholder?: string;
      /** The field of the uploaded photo (PhotoField); without it, a URL only. */
      imageName?: string;
      /** Several photos at once (create only): the extra ones, each saved as an item of its own. */
      extraName?: string;
    }
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'switch'; name: string; label: string }
  /** The event's box office (resources/box-office-fields.tsx). */
  | { kind: 'ticketTypes' | 'questions'; name: string; label: string };

export type Column<T> = { header: string; cell: (item: T) => ReactNode };

export type ResourceConfig<R extends EditableResource> = {
  resource: R;
  /** Singular, capitalised: 'Event', 'Testimonial', 'Gallery item'. */
  label: string;
  /** Plural tab heading. */
  title: string;
  schema: z.ZodType;
  columns: Column<AdminRow[R]>[];
  fields: FieldSpec[];
  /** Values of an empty create form. */
  defaults: FormValues;
  toFormValues: (item: AdminRow[R]) => FormValues;
  /** The values as the body the schema checks, when the form holds them differently (a choice's options as lines). */
  toInput?: (values: FormValues) => FormValues;
  /** Names the row in button labels ('Edit Summer Workshop'). */
  itemName: (item: AdminRow[R]) => string;
  emptyMessage: string;
  /** What the search box finds items by (the server's searchText, lambdas/lib/db). */
  searchPlaceholder: string;
  confirmText: string;
};
