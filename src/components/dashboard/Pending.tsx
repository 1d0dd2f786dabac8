/**
 * What a dashboard panel (or the order dialog) shows while its call runs: a live status line
 * (its markup: src/components/dashboard/panel-views.ts).
 */
import { toReact } from '../../lib/view/react.ts';
import { pendingView } from './panel-views.ts';

/** A `role="status"` line, announced by screen readers. */
export default function Pending({ text }: { text: string }) {
	return toReact(pendingView(text));
}
