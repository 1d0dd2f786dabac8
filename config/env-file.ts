/**
 * Loads the project's `.env` (see `.env.example`) into `process.env`, when there is one. Imported
 * first by every script that reads configuration. Variables already set, the shell's, win: Node's
 * own loader never overwrites them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(import.meta.dirname, '../.env');
if (existsSync(file)) process.loadEnvFile(file);
