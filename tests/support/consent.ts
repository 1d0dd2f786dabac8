/**
 * What a test expects of Google's consent mode v2 (developers.google.com/tag-platform/security/
 * guides/consent), written out as Google names it: its four consent types, all in one state.
 */
export function googleConsent(state: 'granted' | 'denied') {
	return {
		ad_storage: state,
		analytics_storage: state,
		ad_user_data: state,
		ad_personalization: state,
	};
}
