/** Ports of the e2e stack, apart from the development defaults so both can run at once. */
export const E2E_PORT = Number(process.env['E2E_PORT'] || 4421);
export const E2E_SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] || 4110);
export const E2E_SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
/** Port of the nginx the static-hosts spec runs over the build: the stack's build writes it into dist/nginx.conf. */
export const E2E_NGINX_PORT = Number(process.env['E2E_NGINX_PORT'] || E2E_PORT + 1000);
/** Each e2e port builds into its own folder, so several stacks can run side by side. */
export const E2E_DIST_DIR = `.build/e2e-${E2E_PORT}/dist`;
