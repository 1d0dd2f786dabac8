/**
 * The main service's calls M1–M20 (CONTRACT.md), gathered by service for the build and the
 * tests. Islands and stores import from `calls/<group>.ts` instead, so that a bundle carries only
 * the calls it uses.
 */
export { lookupInstitute } from './calls/site.ts';
export {
	changePassword,
	forgotPassword,
	getProfile,
	getWebAccess,
	login,
	logout,
} from './calls/account.ts';
export {
	generateOtp,
	getBranches,
	getCountryCodes,
	getRegistrationCourses,
	register,
	validateOtp,
} from './calls/registration.ts';
export { sendLead } from './calls/leads.ts';
export {
	createPaymentOrder,
	createPaypalPayment,
	getGatewayTwoToken,
	getPaymentGateways,
	updatePaymentDetail,
} from './calls/checkout.ts';
export { getMeetings } from './calls/dashboard.ts';
