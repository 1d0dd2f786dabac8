/**
 * The quotes of the dashboard home (spec section 2: "a quote"), one a day.
 */

/** A quote and who said it. */
export interface Quote {
	text: string;
	author: string;
}

/** Well-known quotes on learning, in the public domain. */
export const QUOTES: readonly Quote[] = [
	{ text: 'An investment in knowledge pays the best interest.', author: 'Benjamin Franklin' },
	{
		text: 'The beautiful thing about learning is that no one can take it away from you.',
		author: 'B. B. King',
	},
	{
		text: 'Live as if you were to die tomorrow. Learn as if you were to live forever.',
		author: 'Mahatma Gandhi',
	},
	{
		text: 'Education is not the filling of a pail, but the lighting of a fire.',
		author: 'W. B. Yeats',
	},
	{ text: 'It always seems impossible until it is done.', author: 'Nelson Mandela' },
	{ text: 'The expert in anything was once a beginner.', author: 'Helen Hayes' },
	{
		text: 'Dream is not that which you see while sleeping, it is something that does not let you sleep.',
		author: 'A. P. J. Abdul Kalam',
	},
];

/** The quote of a day: the same all day, the next one tomorrow (days counted in local time). */
export function quoteOfDay(date: Date): Quote {
	const day = Math.floor(
		Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000,
	);
	return QUOTES[day % QUOTES.length] as Quote;
}
