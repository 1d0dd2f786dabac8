/**
 * Wire shapes of the value types and the envelopes of CONTRACT.md (conventions), as zod/mini
 * schemas. The mappers parse replies with them and the sandbox validates its fixtures and request
 * bodies with them; app code uses the mapped types of `../types.ts`.
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

/** Success envelope; either status key spelling is accepted everywhere. */
export const envelopeSchema = z.looseObject({
	status_code: z.optional(z.number()),
	statusCode: z.optional(z.number()),
	message: text,
	result: z.optional(z.unknown()),
});
export type EnvelopeWire = z.infer<typeof envelopeSchema>;

export const errorItemSchema = z.looseObject({
	error_message: text,
	errorMessage: text,
});
/** One of the three error body spellings of CONTRACT.md. */
export const errorBodySchema = z.union([
	z.array(errorItemSchema),
	z.looseObject({
		status_code: z.optional(z.number()),
		statusCode: z.optional(z.number()),
		message: text,
		error: z.nullish(z.array(errorItemSchema)),
	}),
]);
export type ErrorBodyWire = z.infer<typeof errorBodySchema>;
