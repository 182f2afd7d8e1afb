/**
 * @jest-environment node
 */
// narrow-chakra-imports points a few imports inside Chakra's and Ark's files
// at narrower entry points. Nothing else notices when a Chakra or Ark update
// makes a rule stop matching: the site still builds, only every page's first
// download grows. So: build the real app and check both that each rule
// applied and that what it keeps out stays out of the entry's chunks.
import { build, type Metafile } from 'esbuild';
import path from 'node:path';
import { emptyCounts, narrowChakraImports, narrowTarget } from './narrow-chakra-imports';


const repo = path.resolve(__dirname, '..');

/** Every input esbuild put into the entry chunk and the chunks it imports statically. */
function entryInputs(meta: Metafile): string[] {
  const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint?.endsWith('src/main.tsx'))!;
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of meta.outputs[file].imports) if (i.kind === 'import-statement') walk(i.path);
  };
  walk(entry);
  return [...seen].flatMap((f) => Object.keys(meta.outputs[f].inputs)).map((i) => i.replace(/^.*node_modules\//, ''));
}

test('the rules match Ark and Chakra import paths as they are written', () => {
  const ark = '/x/node_modules/@ark-ui/react/dist';
  const chakra = '/x/node_modules/@chakra-ui/react/dist/esm';
  expect(narrowTarget('@zag-js/dialog', `${ark}/components/dialog/dialog.anatomy.js`)?.to).toBe('@zag-js/dialog/anatomy');
  expect(narrowTarget('@zag-js/dialog', `${ark}/components/dialog/use-dialog.js`)).toBeUndefined();
  expect(narrowTarget('@ark-ui/react/dialog', `${chakra}/anatomy.js`)?.to).toBe('@ark-ui/react/anatomy');
  expect(narrowTarget('@ark-ui/react/dialog', `${chakra}/components/dialog/dialog.js`)).toBeUndefined();
  expect(narrowTarget('@ark-ui/react', `${chakra}/components/button/button.js`)).toMatchObject({ to: '@ark-ui/react/utils', file: 'attr.js' });
  expect(narrowTarget('@zag-js/dom-query', `${ark}/utils/attr.js`)?.file).toBe('shared.mjs');
});

test('in the real build every rule applies, and no state machine or focus trap reaches the entry', async () => {
  const counts = emptyCounts();
  const result = await build({
    entryPoints: { main: path.join(repo, 'frontend/src/main.tsx') },
    outdir: path.join(repo, 'frontend/.build/narrow-test'),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [narrowChakraImports(counts)],
  });
  // Each rule matched imports in Chakra's and Ark's files; 0 means they moved.
  expect(counts.zagAnatomy).toBeGreaterThanOrEqual(20);
  expect(counts.arkAnatomy).toBeGreaterThanOrEqual(20);
  expect(counts.arkUtils).toBeGreaterThanOrEqual(1);
  expect(counts.zagHelper).toBeGreaterThanOrEqual(1);
  expect(counts.pureTheme).toBe(1);

  const inputs = entryInputs(result.metafile);
  expect(inputs).toContain('@chakra-ui/react/dist/esm/components/button/button.js'); // the walk reached Chakra at all
  const heavy = inputs.filter((i) => /@zag-js\/[a-z-]+\/dist\/.*machine\.mjs$|@zag-js\/focus-trap\/|@zag-js\/dismissable\//.test(i));
  expect(heavy).toEqual([]);
  // Only the recipes theme.ts picks: one it does not use stays out of the whole build.
  const all = Object.keys(result.metafile.inputs);
  expect(all.some((i) => i.endsWith('theme/recipes/button.js'))).toBe(true);
  const outputText = result.outputFiles.map((f) => f.text).join('\n');
  expect(outputText).not.toContain('chakra-checkbox-card');
});
