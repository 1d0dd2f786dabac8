/**
 * CONTRACT.md, the dashboard calls: P6 (my products) and M20 (live classes). One plain function
 * per call, taking the transport (`LmsHttp`) first, so a bundle carries only the calls it imports.
 */
import * as z from 'zod/mini';
import { mainPost, productCall } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapMeeting } from '../mappers/dashboard.ts';
import { mapProduct } from '../mappers/product.ts';
import type { Meeting, Product } from '../types.ts';
import { productSchema } from '../wire/product.ts';
import { myProductsPath } from '../lean/paths.ts';

/** P6 *student*: the student's purchased products. */
export async function getMyProducts(http: LmsHttp): Promise<Product[]> {
	const path = myProductsPath();
	const { result } = await http.send(
		productCall('P6', path, { student: true }),
		z.array(productSchema),
	);
	return result.map(mapProduct);
}

/** M20 *student*: live classes (a stub screen), each entry read loosely as a title and a time. */
export async function getMeetings(http: LmsHttp, userId: number): Promise<Meeting[]> {
	const path = `/api/v1/meeting_manager/getMeeting/${http.instituteId('M20')}`;
	const spec = mainPost('M20', path, { user_id: userId }, true);
	const entries = (await http.send(spec, z.nullish(z.array(z.unknown())))).result ?? [];
	return entries.map(mapMeeting);
}
