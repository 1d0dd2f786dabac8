/**
 * What a dashboard panel (or the order dialog) shows while its call runs: a live status line
 * (its markup: src/views/dashboard/panel-views.ts).
 */
import { toReact } from '../../views/react.ts';
import { pendingView } from '../../views/dashboard/panel-views.ts';

/** A `role="status"` line, announced by screen readers. */
export default function Pending({ text }: { text: string }) {
	return toReact(pendingView(text));
}
