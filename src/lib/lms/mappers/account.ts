/**
 * Wire → app mappers of M2, M3 and M11 (the account calls): they take a reply validated by its
 * wire schema and apply the spec's defaults (CONTRACT.md value types and field details), so
 * nothing downstream sees wire quirks.
 */
import { accessTokenFrom } from '../auth.ts';
import { isOn, textOrNull } from '../values.ts';
import type { LoginResult, Profile, WebAccess } from '../types.ts';
import type { LoginResultWire, ProfileWire, WebAccessTokenWire } from '../wire/account.ts';
import { currencyOf } from './product.ts';

/** M2: the access token is base64(`u_id:u_pd`). */
export function mapWebAccess(wire: WebAccessTokenWire): WebAccess {
	return {
		accessToken: accessTokenFrom(wire.u_id, wire.u_pd),
		thirdPartyAuthToken: textOrNull(wire.third_party_auth_token),
		webAccess: wire.web_access === 1,
		instituteId: wire.institute_id,
		instituteName: textOrNull(wire.institute_name),
	};
}

/** One M3 result; the server's `password` becomes the credential (null when empty). */
export function mapLoginResult(wire: LoginResultWire): LoginResult {
	return {
		userId: wire.user_id,
		userType: wire.user_type,
		credential: textOrNull(wire.password),
		instituteId: wire.institute_id,
		deviceId: textOrNull(wire.device_id),
		name: textOrNull(wire.name),
		loginOption: wire.login_option ?? 0,
		instituteName: textOrNull(wire.institute_name),
		email: textOrNull(wire.email_id),
		mobile: textOrNull(wire.mobile_no),
		// Spec section 6: type 99 is treated as having no student id.
		studentId: wire.user_type === 99 ? null : (wire.student_id ?? null),
		countryId: wire.country_id ?? null,
		countryCallingCode: textOrNull(wire.country_calling_code),
		currencyCode: currencyOf(wire.currency_code),
		onlinePaymentEnabled: isOn(wire.enable_online_payment_feature),
		singleDeviceLogin: isOn(wire.enable_single_device_login),
		convenienceFeeEnabled: wire.enable_razorpay_gst_fee_from_student === 1,
		convenienceFeePercentage: wire.razor_payment_gateway_percentage_fee ?? 0,
	};
}

/** M11 (first element of the bare list). */
export function mapProfile(wire: ProfileWire): Profile {
	return {
		name: textOrNull(wire.name),
		email: textOrNull(wire.email),
		mobile: textOrNull(wire.mobile_no),
		courses: (wire.subjectList ?? []).flatMap((subject) => textOrNull(subject.course_name) ?? []),
	};
}
