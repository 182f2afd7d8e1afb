// Types of eslint.boundaries.cjs for the TypeScript that imports it (its test).
import type { Linter } from 'eslint';

declare const boundariesConfig: {
  boundariesSettings: Linter.Settings;
  boundaryPolicies: unknown[];
};
export = boundariesConfig;
