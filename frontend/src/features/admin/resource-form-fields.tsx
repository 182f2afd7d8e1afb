import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { ImageUrlField } from './image-url-field';
import { PhotoField } from './photo-field';
import type { FieldSpec } from './resource-config';
import { SwitchField } from './switch-field';
import { QuestionsEditor, TicketTypesEditor } from './resources/box-office-fields';

export function ResourceFormField({ spec, creating }: { spec: FieldSpec; creating?: boolean }) {
  switch (spec.kind) {
    case 'textarea':
      return <TextareaField name={spec.name} label={spec.label} required={spec.required} placeholder={spec.placeholder} rows={4} />;
    case 'select':
      return <SelectField name={spec.name} label={spec.label} options={spec.options} />;
    case 'ticketTypes':
      return <TicketTypesEditor />;
    case 'questions':
      return <QuestionsEditor />;
    case 'switch':
      return <SwitchField name={spec.name} label={spec.label} />;
    case 'image':
      if (spec.imageName) {
        return (
          <PhotoField
            name={spec.name}
            imageName={spec.imageName}
            label={spec.label}
            required={spec.required}
            placeholder={spec.placeholder}
            extraName={creating ? spec.extraName : undefined}
          />
        );
      }
      return <ImageUrlField name={spec.name} label={spec.label} required={spec.required} placeholder={spec.placeholder} />;
    default:
      return <FormField name={spec.name} label={spec.label} type={spec.kind} required={spec.required} placeholder={spec.placeholder} />;
  }
}
