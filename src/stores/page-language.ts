/**
 * The page's language (`<html lang>`, the institute's; src/lib/site/locale.ts): the islands write
 * dates and numbers in it, and mark the institute's words inside their English texts with it.
 * Fixed for the page's life; English while rendering at build time, where no island has data yet.
 */
import { atom } from 'nanostores';
import { documentLanguage } from '../lib/site/locale.ts';

/** The page's BCP 47 language tag. */
export const $pageLanguage = atom(documentLanguage());
