/**
 * What a dashboard panel (or the order dialog) shows while its call runs: a live status line.
 */

/** A `role="status"` line, announced by screen readers. */
export default function Pending({ text }: { text: string }) {
	return (
		<p className="dashboard-status" role="status">
			{text}
		</p>
	);
}
