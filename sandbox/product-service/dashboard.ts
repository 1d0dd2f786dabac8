/**
 * The product service's dashboard call P6 (CONTRACT.md): the student's purchased products.
 */
import { productStudent } from '../auth.ts';
import { productListItem, viewerFor } from '../commerce.ts';
import { type CallContext, type Route } from '../context.ts';
import { okReply, type Reply } from '../http.ts';

/** Routes of the product service's dashboard call. */
export const dashboardRoutes: Route[] = [
	{
		call: 'P6',
		method: 'GET',
		path: '/prod/student-product/my-products',
		spelling: 'status_code',
		handle: myProducts,
	},
];

function myProducts(ctx: CallContext): Reply {
	const { student } = productStudent(ctx);
	const viewer = viewerFor(ctx.state.store, student.id);
	const owned = ctx.state.store.enrollments(student.id).flatMap((enrolment) => {
		const entry = ctx.state.fixtures.productById.get(enrolment.product_id);
		if (!entry) return [];
		return [
			{
				...productListItem(entry.tenant, entry.product, viewer),
				enrolled_date: enrolment.enrolled_date,
				expire_on: enrolment.expire_on,
			},
		];
	});
	return okReply('status_code', owned);
}
