/**
 * Display rules of a course card (spec section 2 "Courses list"): the cache-busted thumbnail and
 * its fallback image.
 */
import type { Course } from '../lms/types.ts';
import { responsiveImage, type ImageAttributes, type SiteImages } from '../images/responsive.ts';

/** Shown when a course has neither `image` nor `thumbnail_url` (a file under `public/`). */
export const COURSE_FALLBACK_IMAGE = '/images/course-fallback.svg';

/** Query parameter carrying the cache-busting value. */
export const CACHE_BUST_PARAM = 'cb';

/**
 * The cache-busting value of this build. The spec asks for a random query string per view; the
 * pages are static, so the value is drawn once per build: every rebuild (and so every change of
 * the institute's images) gets a fresh one, while visitors still share the CDN's cached HTML.
 */
export const BUILD_CACHE_TOKEN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Appends `cb=<token>` to `url`, with `&` when it already carries a query string (fragment kept).
 */
export function cacheBustedUrl(url: string, token: string): string {
	const hashAt = url.indexOf('#');
	const base = hashAt === -1 ? url : url.slice(0, hashAt);
	const hash = hashAt === -1 ? '' : url.slice(hashAt);
	const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
	return `${base}${separator}${CACHE_BUST_PARAM}=${encodeURIComponent(token)}${hash}`;
}

/** The card image: the course's own image (cache-busted) or the fallback image. */
export function courseImage(course: Pick<Course, 'imageUrl'>, token: string): string {
	return course.imageUrl ? cacheBustedUrl(course.imageUrl, token) : COURSE_FALLBACK_IMAGE;
}

/**
 * The card's picture: the build's own copy of the course image when it has one (optimised widths,
 * or a small SVG inlined as a `data:` address), else the cache-busted original or the fallback.
 * The build's copies are named by their content (or are the content), so they need no
 * cache-busting; and the original, asked anew on every visit, kept a repeat visit's largest paint
 * waiting on the institute's image host (no-store in the sandbox), a copy does not.
 */
export function courseCardImage(
	course: Pick<Course, 'imageUrl'>,
	images: SiteImages | undefined,
	token: string,
): ImageAttributes {
	const copy = responsiveImage(images, course.imageUrl, 'card');
	if (copy && copy.src !== course.imageUrl) return copy;
	return { src: courseImage(course, token) };
}

/** Id of a course's description dialog, unique on the page. */
export function courseDialogId(course: Pick<Course, 'id'>): string {
	return `course-${course.id}-details`;
}
