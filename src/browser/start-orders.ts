/**
 * My Orders' P6 starts as the page runs, while React still downloads: the list then shows as soon
 * as the island mounts, instead of one request later (the island finds the load under way).
 */
import { ensureOrders } from '../stores/orders.ts';
import { pageClientConfig } from './page-config.ts';

ensureOrders(pageClientConfig());
