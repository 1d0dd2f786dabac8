/**
 * Globals of the baseline's build (bench/baseline/vite.config.ts and the benchmark's overrides).
 */

declare const __BASELINE__: import('./baseline-input.ts').BaselineInput;

// The tenant's stylesheets, copied from our build by the benchmark (layout and one per route).
declare module '@baseline-input/*';
