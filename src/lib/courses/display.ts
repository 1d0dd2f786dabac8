/**
 * Display rules of a course card (spec section 2 "Courses list"): the cache-busted thumbnail and
 * its fallback image.
 */
import type { Course } from '../lms/types.ts';

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

/** Id of a course's description dialog, unique on the page. */
export function courseDialogId(course: Pick<Course, 'id'>): string {
	return `course-${course.id}-details`;
}
