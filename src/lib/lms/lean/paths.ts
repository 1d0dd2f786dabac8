/**
 * Paths that a lean request and its full-client call share, import-free: the full client's call
 * module takes the path without the lean request's reply checks (or the chunk that holds them).
 */

/** P6's path. */
export function myProductsPath(): string {
	return '/prod/student-product/my-products';
}
