/**
 * The main service's dashboard call M20 (CONTRACT.md): live classes, always none in the sandbox.
 */
import { meetingRequestSchema } from '../../src/lib/lms/wire/index.ts';
import { requireSameUser, requireStudent, requireStudentOf } from '../auth.ts';
import { bodyOf, type CallContext, intParam, type Route, tenantOf } from '../context.ts';
import { okReply, type Reply } from '../http.ts';

/** Routes of the main service's dashboard call. */
export const dashboardRoutes: Route[] = [
	{
		call: 'M20',
		method: 'POST',
		path: '/api/v1/meeting_manager/getMeeting/:institute_id',
		spelling: 'status_code',
		handle: meetings,
	},
];

function meetings(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, meetingRequestSchema);
	requireSameUser(student, request.user_id);
	requireStudentOf(ctx, student, tenantOf(ctx, intParam(ctx, 'institute_id')));
	return okReply('status_code', []);
}
