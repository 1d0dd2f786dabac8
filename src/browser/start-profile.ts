/**
 * My Profile's M11 starts as the page runs, while React still downloads: the details then show as
 * soon as the island mounts, instead of one request later (the island finds the load under way).
 */
import { ensureProfile } from '../stores/profile.ts';
import { pageClientConfig } from './page-config.ts';

ensureProfile(pageClientConfig());
