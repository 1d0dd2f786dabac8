/**
 * The dashboard home's greeting (spec section 2 "Dashboard"), by the hour of the visitor's day.
 */

/** The greeting of the dashboard home for an hour of the visitor's day (0–23). */
export function greeting(hour: number): string {
	if (hour < 12) return 'Good Morning';
	// Spec: afternoon from 12 to 17 (17:59 included), evening after.
	if (hour <= 17) return 'Good Afternoon';
	return 'Good Evening';
}
