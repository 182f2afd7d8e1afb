// useAfterHydration: the prerendered value while hydrating, the client's after;
// no second render of the page when they are the same (a synchronous render
// of a whole page is a long task on a slow phone).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAfterHydration } from './use-hydrated';

function hydrate(clientValue: string | null) {
  const renders: (string | null)[] = [];
  function Page({ value }: { value: string | null }) {
    const shown = useAfterHydration(value, null);
    renders.push(shown);
    return <p>{shown ?? 'none'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page value={null} />);
  renders.length = 0;
  document.body.append(container);
  act(() => {
    hydrateRoot(container, <Page value={clientValue} />);
  });
  return { renders, text: container.textContent };
}

test('no query value: hydration renders the page once', () => {
  expect(hydrate(null)).toEqual({ renders: [null], text: 'none' });
});

test('a value the prerender could not know: hydrated as prerendered, then rendered with it', () => {
  expect(hydrate('abc')).toEqual({ renders: [null, 'abc'], text: 'abc' });
});
