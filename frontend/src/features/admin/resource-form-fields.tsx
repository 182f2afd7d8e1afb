import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { ImageUrlField } from './image-url-field';
import type { FieldSpec } from './resource-config';
import { SwitchField } from './switch-field';

export function ResourceFormField({ spec }: { spec: FieldSpec }) {
  switch (spec.kind) {
    case 'textarea':
      return <TextareaField name={spec.name} label={spec.label} required={spec.required} placeholder={spec.placeholder} rows={4} />;
    case 'select':
      return <SelectField name={spec.name} label={spec.label} options={spec.options} />;
    case 'switch':
      return <SwitchField name={spec.name} label={spec.label} />;
    case 'image':
      return <ImageUrlField name={spec.name} label={spec.label} required={spec.required} placeholder={spec.placeholder} />;
    default:
      return <FormField name={spec.name} label={spec.label} type={spec.kind} required={spec.required} placeholder={spec.placeholder} />;
  }
}
