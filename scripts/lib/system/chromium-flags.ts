/**
 * The flags every Chromium the project starts gets (the e2e tests' in playwright.config.ts, the
 * benchmarks'): without them Chromium keeps calling Google's hosts, which this network refuses.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
