/**
 * The failure screen's markup (src/components/feedback/FailureScreen.tsx), one source for the
 * island and its page's vanilla first paint (src/views/node.ts).
 */
import { FAILURE_TEXT } from '../../lib/feedback/failure.ts';
import { isOffline } from '../../lib/offline/rules.ts';
import { OFFLINE_PART_TEXT } from '../../lib/offline/texts.ts';
import { h, type ViewNode } from '../node.ts';

/** What the failure screen shows. */
export interface FailureViewProps {
	/** Overrides the generic text. */
	text?: string | undefined;
	/** Offline: the part loads once the connection is back (no Reload). */
	offline: boolean;
	/** Reload waits out its lock (spec section 9). */
	locked: boolean;
	onReload?: () => void;
}

/** 'Something went wrong!…' with Reload; offline, the part's offline text. */
export function failureView({
	text = FAILURE_TEXT,
	offline,
	locked,
	onReload,
}: FailureViewProps): ViewNode {
	if (offline)
		return h('div', { class: 'failure-screen', role: 'status' }, h('p', null, OFFLINE_PART_TEXT));
	return h(
		'div',
		{ class: 'failure-screen', role: 'alert' },
		h('p', null, text),
		h('button', { type: 'button', class: 'button', onClick: onReload, disabled: locked }, 'Reload'),
	);
}

/**
 * The failure screen as its island first renders it, which a page's script paints before React:
 * offline or not as the browser says, Reload disabled until React has hydrated.
 */
export const firstFailureView = (text?: string) =>
	failureView({ text, offline: isOffline(), locked: true });
