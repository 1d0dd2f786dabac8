/**
 * `client:painted`: an island whose page paints first without React (issue 32, part 1). Where
 * the page's start script paints the island's data with the island's own views
 * (src/browser/paint-island.ts), React is asked for only once that paint is on the screen, so it
 * does not compete with the data for a slow connection, and then hydrates over the painted markup.
 * An island no script paints (a form server-rendered whole, or a page whose script failed to load)
 * hydrates once the page's first paint is on the screen.
 *
 * "On the screen" is the browser's own report of the paint (a largest-contentful-paint entry at or
 * after the paint), or, where it reports none (another browser, or a paint no larger than the
 * last), two frames and 100 ms later. A request started in the task that painted would go out
 * before the frame is drawn. Before loading, the island preloads every chunk it needs
 * (`data-chunks`, written at render time: src/integrations/island-preload.ts), so React and the
 * component arrive together rather than one import level at a time.
 */
import type { ClientDirective } from 'astro';

/** Dispatched on the island once its data is painted. */
export const PAINTED_EVENT = 'island:painted';
/** Dispatched on the island just before React hydrates it: the painter stops. */
export const HYDRATE_EVENT = 'island:hydrate';

// Runs `then` once the paint made at `since` (performance.now()) is on the screen.
function afterPaint(since: number, then: () => void): void {
	let done = false;
	let observer: PerformanceObserver | null = null;
	const go = () => {
		if (done) return;
		done = true;
		observer?.disconnect();
		then();
	};
	try {
		observer = new PerformanceObserver((list) => {
			if (list.getEntries().some((entry) => entry.startTime >= since)) go();
		});
		observer.observe({ type: 'largest-contentful-paint', buffered: true });
	} catch {
		// No such entry type here: the frames below decide.
	}
	requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 100)));
}

const painted: ClientDirective = (load, _options, island) => {
	let started = false;
	const hydrate = async () => {
		if (started) return;
		started = true;
		for (const href of (island.dataset['chunks'] ?? '').split(' ').filter(Boolean)) {
			const link = document.createElement('link');
			link.rel = 'modulepreload';
			link.href = href;
			document.head.append(link);
		}
		const run = await load();
		island.dispatchEvent(new Event(HYDRATE_EVENT));
		await run();
	};
	const unclaimed = () => {
		if (!island.hasAttribute('data-painting')) afterPaint(0, () => void hydrate());
	};
	if (island.hasAttribute('data-painted')) return void hydrate();
	island.addEventListener(
		PAINTED_EVENT,
		() => afterPaint(performance.now(), () => void hydrate()),
		{ once: true },
	);
	if (document.readyState === 'loading')
		document.addEventListener('DOMContentLoaded', unclaimed, { once: true });
	else unclaimed();
};

export default painted;
