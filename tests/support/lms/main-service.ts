/**
 * The main service's calls M1–M20 (CONTRACT.md), gathered by service for the tests, which check
 * them call by call. The app imports each group from `src/lib/lms/calls/<group>.ts`, so that a
 * bundle carries only the calls it uses.
 */
export { lookupInstitute } from '../../../src/lib/lms/calls/site.ts';
export {
	changePassword,
	forgotPassword,
	getProfile,
	getWebAccess,
	login,
	logout,
} from '../../../src/lib/lms/calls/account.ts';
export {
	generateOtp,
	getBranches,
	getCountryCodes,
	getRegistrationCourses,
	register,
	validateOtp,
} from '../../../src/lib/lms/calls/registration.ts';
export { sendLead } from '../../../src/lib/lms/calls/leads.ts';
export {
	createPaymentOrder,
	createPaypalPayment,
	getGatewayTwoToken,
	getPaymentGateways,
	updatePaymentDetail,
} from '../../../src/lib/lms/calls/checkout.ts';
export { getMeetings } from '../../../src/lib/lms/calls/dashboard.ts';
