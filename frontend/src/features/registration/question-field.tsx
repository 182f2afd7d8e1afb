// One of the organiser's questions (issue 24): short text, long text, one choice from a
// list, or yes/no; a required one carries the required mark. `name` is the answer's path in
// the form (answers.<id> or tickets.<i>.answers.<id>), which is also where the server's
// 400 puts its message.
import { FormField, SelectField, TextareaField } from '../../components/form-field';
import type { Question } from '../../../../contract/box-office';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export function QuestionField({ question, name }: { question: Question; name: string }) {
  const common = { name, label: question.label, required: question.required };
  switch (question.kind) {
    case 'longtext':
      return <TextareaField {...common} rows={3} />;
    case 'choice':
      return <SelectField {...common} placeholder="Choose one" options={(question.options ?? []).map((o) => ({ value: o, label: o }))} />;
    case 'yesno':
      return <SelectField {...common} placeholder="Choose yes or no" options={YES_NO} />;
    default:
      return <FormField {...common} />;
  }
}
