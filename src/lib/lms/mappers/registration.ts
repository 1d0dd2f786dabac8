/**
 * Wire → app mappers of M7 and M10 (registration): they take a reply validated by its wire schema
 * and apply the spec's defaults (CONTRACT.md value types and field details), so nothing downstream
 * sees wire quirks.
 */
import { isOn, textOrNull } from '../values.ts';
import type { CountryCode, RegisterResult } from '../types.ts';
import type { CountryCodeWire, RegisterResultWire } from '../wire/registration.ts';

/** M7. */
export function mapRegisterResult(wire: RegisterResultWire): RegisterResult {
	return {
		userId: wire.user_id,
		userType: wire.user_Type,
		credential: wire.password,
		instituteId: wire.institute_id,
		deviceId: textOrNull(wire.device_id),
		singleDeviceLogin: isOn(wire.single_device_login),
		onlinePaymentEnabled: isOn(wire.enable_online_payment_feature),
	};
}

/** M10. */
export function mapCountryCode(wire: CountryCodeWire): CountryCode {
	return {
		id: wire.id,
		callingCode: wire.country_calling_code,
		isDefault: wire.is_default === 'Y',
	};
}
