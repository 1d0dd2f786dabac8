/**
 * `client:painted`: an island whose page paints first without React (issue 32, part 1). Where
 * the page's start script paints the island's data with the island's own views
 * (src/browser/paint-island.ts), React is asked for only once that paint is on the screen, so it
 * does not compete with the data for a slow connection, and then hydrates over the painted markup.
 * An island no script paints (a form server-rendered whole, or a page whose script failed to load)
 * hydrates once the page's first paint is on the screen.
 *
 * "On the screen" is two frames and 100 ms after the paint: a request started in the task that
 * painted would go out before the frame is drawn. The island's code is not preloaded: its bytes
 * count against the page's script budget (src/integrations/island-preload.ts).
 */
import type { ClientDirective } from 'astro';

/** Dispatched on the island once its data is painted. */
export const PAINTED_EVENT = 'island:painted';
/** Dispatched on the island just before React hydrates it: the painter stops. */
export const HYDRATE_EVENT = 'island:hydrate';

// Runs `then` once the paint just made is on the screen: a frame callback runs before its frame
// is drawn, so two frames on the painted one has gone out; the wait after it covers a slow
// compositor.
const afterPaint = (then: () => void) =>
	requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 100)));

const painted: ClientDirective = (load, _options, island) => {
	const hydrate = async () => {
		const run = await load();
		island.dispatchEvent(new Event(HYDRATE_EVENT));
		await run();
	};
	if (island.hasAttribute('data-painted')) return void hydrate();
	island.addEventListener(PAINTED_EVENT, () => afterPaint(() => void hydrate()), {
		once: true,
	});
	const unclaimed = () => {
		if (!island.hasAttribute('data-painting')) afterPaint(() => void hydrate());
	};
	if (document.readyState === 'loading')
		document.addEventListener('DOMContentLoaded', unclaimed, { once: true });
	else unclaimed();
};

export default painted;
