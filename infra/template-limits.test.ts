// Every template of the site, parent and nested, within CloudFormation's
// limits with room to spare (infra/template-limits.ts). Read from the
// synthesis the CDK suites share; `npm run synth` checks the CLI's output
// (bundled assets included) the same way (infra/check-assembly.ts).
// The figures themselves are printed by `npm run synth`, not by a green test run.
import { LIMITS, overLimits, templateSizes, type TemplateSize } from './template-limits';
import { siteAssembly } from './test/site-assembly';

let sizes: TemplateSize[];
beforeAll(() => {
  const site = siteAssembly();
  sizes = templateSizes(site.index.assemblyDir);
  expect(sizes.map((s) => s.template).sort()).toEqual([...site.templateFiles].sort());
});

it(`keeps every template under ${LIMITS.maxResources} resources and ${LIMITS.maxBytes / 1024} KB`, () => {
  expect(overLimits(sizes)).toEqual([]);
});

it(`keeps every template at ${LIMITS.targetResources} resources or fewer today`, () => {
  expect(sizes.filter((s) => s.resources > LIMITS.targetResources)).toEqual([]);
  // The split holds every resource the one stack had, and more than one template shares them.
  expect(sizes.length).toBeGreaterThan(1);
  expect(sizes.reduce((sum, s) => sum + s.resources, 0)).toBeGreaterThan(LIMITS.targetResources);
});

it('names the template over a limit, and why', () => {
  const big: TemplateSize[] = [
    { template: 'Parent.template.json', resources: 47, bytes: 90 * 1024 },
    { template: 'Area.nested.template.json', resources: 401, bytes: 801 * 1024 },
  ];
  expect(overLimits(big)).toEqual(['Area.nested.template.json: 401 resources (limit 400)', 'Area.nested.template.json: 801 KB (limit 800 KB)']);
  expect(overLimits([{ template: 'Full.template.json', resources: 400, bytes: 800 * 1024 }])).toEqual([]);
});
