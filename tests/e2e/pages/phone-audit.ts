/**
 * Measurements a phone visitor's review makes on any page (issue 17 item 4): tap targets under
 * 44 × 44 px, and the contrast of each form field's outline against the colours beside it.
 * Each runs in the page and returns only what fails, so a spec can expect an empty list.
 */
import type { Page } from 'playwright/test';

/** The smallest tap target, in CSS pixels (WCAG 2.5.5). */
export const MIN_TAP_PX = 44;

/** What a field's outline must reach against its fill and its surroundings (WCAG 1.4.11). */
export const MIN_OUTLINE_CONTRAST = 3;

/**
 * Every visible a, button, input, select and summary smaller than `MIN_TAP_PX` either way, as
 * `tag "text" w×h`. Inline links in running text (a link beside words of its parent, or inside the
 * institute's rich text) are excepted; a checkbox or radio is measured with its label.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
	return page.evaluate((min) => {
		const inRunningText = (element: Element) =>
			element.tagName === 'A' &&
			(!!element.closest('.rich-text') ||
				[...(element.parentElement?.childNodes ?? [])].some(
					(node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
				));
		const box = (element: Element) => {
			const rect = element.getBoundingClientRect();
			const toggle =
				element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
			const label = toggle ? element.labels?.[0] : undefined;
			if (!label) return rect;
			const other = label.getBoundingClientRect();
			const top = Math.min(rect.top, other.top);
			const left = Math.min(rect.left, other.left);
			return {
				width: Math.max(rect.right, other.right) - left,
				height: Math.max(rect.bottom, other.bottom) - top,
			};
		};
		const small: string[] = [];
		const targets = document.querySelectorAll(
			'a[href], button, input:not([type="hidden"]), select, textarea, summary',
		);
		for (const element of targets) {
			const rect = element.getBoundingClientRect();
			// Hidden, or visually hidden (1 px) for screen readers only: not something to tap.
			if (!element.checkVisibility({ visibilityProperty: true }) || rect.width <= 1) continue;
			if (inRunningText(element)) continue;
			const { width, height } = box(element);
			// Half a pixel of rounding (fractional font metrics) is not a smaller target.
			if (width < min - 0.5 || height < min - 0.5) {
				const text = (element.textContent ?? '').trim().slice(0, 30);
				const name = element.getAttribute('aria-label') ?? text;
				small.push(
					`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`,
				);
			}
		}
		return small;
	}, MIN_TAP_PX);
}

/**
 * How many visible text fields, selects and textareas the page has, and each whose border does not
 * reach `MIN_OUTLINE_CONTRAST` against its own fill or the first opaque background around it, as
 * `name border/against ratio`. The contrast is the WCAG 2 formula on the computed colours.
 */
export function fieldOutlines(page: Page): Promise<{ measured: number; weak: string[] }> {
	return page.evaluate((min) => {
		const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
		const opaque = (colour: string) => {
			const [, , , alpha = 1] = channels(colour);
			return alpha >= 1 && colour !== 'transparent';
		};
		const luminance = (colour: string) => {
			const [r = 0, g = 0, b = 0] = channels(colour).map((channel) => {
				const c = channel / 255;
				return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
			});
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const contrast = (a: string, b: string) => {
			const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
			return (light + 0.05) / (dark + 0.05);
		};
		const surroundings = (element: Element) => {
			for (let node = element.parentElement; node; node = node.parentElement) {
				const colour = getComputedStyle(node).backgroundColor;
				if (opaque(colour)) return colour;
			}
			return 'rgb(255, 255, 255)';
		};
		const weak: string[] = [];
		let measured = 0;
		const fields = document.querySelectorAll(
			'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea',
		);
		for (const field of fields) {
			if (!field.checkVisibility({ visibilityProperty: true })) continue;
			measured += 1;
			const style = getComputedStyle(field);
			const border = style.borderTopColor;
			const against = [surroundings(field)];
			if (opaque(style.backgroundColor)) against.push(style.backgroundColor);
			for (const colour of against) {
				const ratio = contrast(border, colour);
				if (ratio < min) {
					const name = field.getAttribute('name') || field.id || field.tagName.toLowerCase();
					weak.push(`${name} ${border}/${colour} ${ratio.toFixed(2)}`);
				}
			}
		}
		return { measured, weak };
	}, MIN_OUTLINE_CONTRAST);
}

/**
 * How the page fits `width` (the viewport's width, set by the caller): null when
 * `document.documentElement.scrollWidth` equals it, else the scroll width and the innermost
 * elements reaching past the right edge, as `scrollWidth px: tag.class right`.
 */
export function sideScroll(page: Page, width: number): Promise<string | null> {
	return page.evaluate((viewport) => {
		const scrollWidth = document.documentElement.scrollWidth;
		if (scrollWidth === viewport) return null;
		const past = [...document.body.querySelectorAll('*')].filter(
			(element) => element.getBoundingClientRect().right > viewport + 0.5,
		);
		// The innermost ones: an element whose child also reaches past the edge only carries it.
		const culprits = past
			.filter((element) => !past.some((other) => other !== element && element.contains(other)))
			.slice(0, 4)
			.map((element) => {
				const name = [element.tagName.toLowerCase(), ...element.classList].join('.');
				return `${name} ${Math.round(element.getBoundingClientRect().right)}`;
			});
		return `${scrollWidth} px: ${culprits.join(', ')}`;
	}, width);
}

/**
 * Each visible link, button and form control of the page's main and footer that something else
 * covers once the visitor scrolls it into view (just far enough, from the top of the page), as
 * `tag "name" under tag "name"`. Its centre, and the middle of its two ends, are hit-tested with
 * `document.elementFromPoint`; the sticky header never covers it, as it is reached from below.
 */
export function coveredControls(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const name = (element: Element) => {
			const text = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();
			return `${element.tagName.toLowerCase()} "${text.slice(0, 30)}"`;
		};
		const covered: string[] = [];
		const targets = document.querySelectorAll(
			':is(main, footer) :is(a[href], button, input:not([type="hidden"]), select, textarea, summary)',
		);
		for (const target of targets) {
			if (!target.checkVisibility({ visibilityProperty: true })) continue;
			window.scrollTo(0, 0);
			target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
			// A link broken over lines: its first line is what a finger aims at.
			const rect = target.getClientRects()[0];
			if (!rect || rect.width <= 1 || rect.height <= 1) continue;
			const y = rect.top + rect.height / 2;
			const inset = Math.min(8, rect.width / 4);
			const points = [rect.left + rect.width / 2, rect.left + inset, rect.right - inset];
			for (const x of points) {
				// Off screen sideways (a carousel's hidden slide): not something to tap here.
				if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) continue;
				const hit = document.elementFromPoint(x, y);
				if (!hit || target.contains(hit) || hit.contains(target)) continue;
				covered.push(`${name(target)} under ${name(hit)}`);
				break;
			}
		}
		window.scrollTo(0, 0);
		return covered;
	});
}
