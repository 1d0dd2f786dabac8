/**
 * The dashboard home's live parts (spec section 2 "Dashboard"): the greeting for the hour of the
 * visitor's own day, the student's name from the session, a clock and date that follow the
 * visitor's time zone, and the quote of the day.
 */
import { greeting } from '../lib/dashboard/greeting.ts';
import { quoteOfDay } from '../lib/dashboard/quotes.ts';
import { $session } from '../stores/session.ts';
import { documentLanguage, isEnglish } from '../lib/site/locale.ts';

const root = document.querySelector<HTMLElement>('[data-dashboard-home]');

function set(selector: string, text: string): void {
	const element = root?.querySelector<HTMLElement>(selector);
	if (element && element.textContent !== text) element.textContent = text;
}

// The page's locale where it is not English; on an English page the visitor's own (12 or 24 hours).
const locale = isEnglish(documentLanguage()) ? undefined : documentLanguage();
const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat(locale, {
	weekday: 'long',
	day: 'numeric',
	month: 'long',
	year: 'numeric',
});

function tick(): void {
	const now = new Date();
	set('[data-greeting]', greeting(now.getHours()));
	set('[data-clock]', time.format(now));
	root?.querySelector('[data-clock]')?.setAttribute('datetime', now.toISOString());
	set('[data-date]', day.format(now));
	const quote = quoteOfDay(now);
	set('[data-quote-text]', quote.text);
	set('[data-quote-author]', quote.author);
}

if (root) {
	$session.subscribe(({ userInfo }) => set('[data-student-name]', userInfo?.name ?? ''));
	tick();
	// Once a second keeps the minute exact; the clock is not announced (no live region).
	setInterval(tick, 1000);
}
