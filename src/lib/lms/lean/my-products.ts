/**
 * P6 (CONTRACT.md) from the browser, for the dashboard's My Orders: the island shows the
 * student's products as soon as it mounts, and the full client (ky and zod, about 17 KB gzip)
 * would take the page past its 90 KB budget. So this sends the GET through the lean transport
 * with the same path as `getMyProducts` (`myProductsPath`) and the student's authorization, and
 * checks the reply by hand against the contract's Product fields before the shared mapper reads
 * it.
 */
import { leanProductRequest, type LeanConfig } from './fetch.ts';
import { mapProduct } from '../mappers/product.ts';
import { myProductsPath } from './paths.ts';
import { studentOutcome, type StudentOutcome } from './student-outcome.ts';
import type { Product } from '../types.ts';
import type { ProductWire } from '../wire/product.ts';
import { checkedList, fields, PRODUCT_FIELDS } from './wire-checks.ts';

/** The tenant's product service and the logged-in student. */
export interface MyProductsConfig extends LeanConfig {
	userId: number;
	authorization: string;
}

/** The products of a P6 reply body; null unless it is a 200 envelope of well-formed entries. */
export function myProductsFrom(body: unknown): Product[] | null {
	return checkedList<ProductWire, Product>(body, fields(PRODUCT_FIELDS), mapProduct);
}

/** Sends P6 for the student; never throws. */
export async function requestMyProducts(
	config: MyProductsConfig,
): Promise<StudentOutcome<Product[]>> {
	const reply = await leanProductRequest(config, {
		path: myProductsPath(),
		userId: config.userId,
		authorization: config.authorization,
	});
	return studentOutcome(reply, (body) => myProductsFrom(body) ?? undefined);
}
