/**
 * Wire shapes of M13 (contact-form lead), as zod/mini schemas. The mappers parse replies with them
 * and the sandbox validates its fixtures and request bodies with them; app code uses the mapped
 * types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { id } from './common.ts';

/** M13 request. */
export const leadRequestSchema = z.object({
	name: z.string(),
	mobile: z.string(),
	email: z.string(),
	comments: z.string(),
	institute_id: id,
	customComponentList: z.array(z.unknown()),
});
export type LeadRequestWire = z.infer<typeof leadRequestSchema>;
