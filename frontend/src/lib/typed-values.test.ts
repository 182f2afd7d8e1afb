import { typedValues } from './typed-values';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

test('returns only the text fields whose element holds something else than the state', () => {
  const f = form('<input name="name"><input name="email"><select name="service"><option value=""></option><option value="vocal">V</option></select><textarea name="message"></textarea>');
  (f.elements.namedItem('name') as HTMLInputElement).value = 'Ada';
  (f.elements.namedItem('service') as HTMLSelectElement).value = 'vocal';
  expect(typedValues(f, { name: '', email: '', service: '', message: '' })).toEqual({ name: 'Ada', service: 'vocal' });
});

test('null when nothing differs; check boxes of text values, missing fields and non-text values are left alone', () => {
  const f = form('<input name="name" value="Ada"><input type="checkbox" name="isActive" value="on" checked><input name="seats" value="9">');
  expect(typedValues(f, { name: 'Ada', isActive: '', seats: 3, absent: 'x' })).toBeNull();
});

test('takes a yes/no from its check box when it was ticked or cleared before the app ran', () => {
  const f = form('<input type="checkbox" name="marketingConsent"><input type="checkbox" name="other" checked>');
  expect(typedValues(f, { marketingConsent: false, other: true })).toBeNull();
  (f.elements.namedItem('marketingConsent') as HTMLInputElement).checked = true;
  expect(typedValues(f, { marketingConsent: false, other: true })).toEqual({ marketingConsent: true });
});
