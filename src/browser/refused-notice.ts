/**
 * What a refused session's notice needs (src/browser/refused-session.ts), loaded only on a 403:
 * one module to import, so the error texts need no namespace object where they are bundled.
 */
export { serverMessage } from '../lib/lms/error-text.ts';
export { showNotice } from './content/notice.ts';
