/**
 * Wire shapes of the dashboard-only call M20 (live classes); P6 answers products (product.ts), as
 * zod/mini schemas. The mappers parse replies with them and the sandbox validates its fixtures and
 * request bodies with them; app code uses the mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { id } from './common.ts';

/** M20 request. */
export const meetingRequestSchema = z.object({ user_id: id });
