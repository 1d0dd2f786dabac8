// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// One build renders every tenant: pages live under src/pages/[tenant]/ and scripts/build.ts
// moves each `<domain>/` folder (plus the shared hashed assets) into dist/<domain>/.
export default defineConfig({
	integrations: [react()],
	outDir: '.build/out',
	build: { format: 'directory', assets: '_astro' },
	trailingSlash: 'ignore',
	devToolbar: { enabled: false },
	vite: { build: { assetsInlineLimit: 0 } },
});
