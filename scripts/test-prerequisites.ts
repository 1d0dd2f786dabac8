/**
 * The first step of `npm test`: stops with one message naming every program the tests need that
 * this machine lacks (scripts/lib/system/test-prerequisites.ts), and the line that installs them.
 */
import { missingPrograms, missingText } from './lib/system/test-prerequisites.ts';

const missing = missingPrograms(process.env);
if (missing.length > 0) {
	console.error(missingText(missing));
	process.exit(1);
}
