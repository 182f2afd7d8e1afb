// A Formik-bound Chakra v3 switch (the Active flag: docs/PRODUCT-RULES.md, Admin dashboard).
import { Switch } from '@chakra-ui/react/switch';
import { useField } from 'formik';

export function SwitchField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch.Root checked={Boolean(field.value)} onCheckedChange={(d) => void helpers.setValue(d.checked)} name={name} colorPalette="green">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
