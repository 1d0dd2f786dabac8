/**
 * The value types of CONTRACT.md (conventions) as zod/mini schemas, shared by every call group's
 * wire shapes.
 */
import * as z from 'zod/mini';

// "Empty strings and null both mean absent" (CONTRACT.md, value types).
export const text = z.nullish(z.string());
export const flag = z.nullish(z.boolean());
export const yesNo = z.enum(['Y', 'N']);
export const zeroOne = z.union([z.literal(0), z.literal(1)]);
export const id = z.number();
export const amount = z.number();
/** `YYYY-MM-DD`, or absent. */
export const date = z.nullish(z.string());
