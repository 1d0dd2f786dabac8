/**
 * The cart pages' own script: asks P9 for the stored cart as soon as the page is parsed, while
 * the cart island's code (React and the cart's components) still loads; the island takes the
 * answer (src/stores/cart-page.ts `prefetchCart`). The page names the services it asks on
 * `<template data-cart-services>` (CartPrefetch.astro).
 */
import { prefetchCart } from '../stores/cart-page.ts';

const holder = document.querySelector<HTMLTemplateElement>('template[data-cart-services]');
const services = holder?.dataset['cartServices'];
if (services) {
	try {
		prefetchCart(JSON.parse(services) as { productApiUrl: string; instituteId: number });
	} catch {
		// A page whose services cannot be read leaves the island to ask, as it always can.
	}
}
