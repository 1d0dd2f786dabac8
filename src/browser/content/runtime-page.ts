/**
 * The runtime content page (spec section 2, "Content page"): every unknown address is served the
 * tenant's 404.html, whose root element carries `data-config`; this module reads the slug from
 * navigation state or the address, loads it with P3 and renders loading, loaded (with or without
 * banner, built-in policy text, or 'Looks like details are not available!') and failure with
 * Reload. Vanilla on purpose: the page has no form, so it ships no React (20 KB budget).
 */
import { requestPage } from '../../lib/lms/lean/page.ts';
import { pageStateFrom, type PageState } from '../../lib/content/page-state.ts';
import { runtimeTarget, type RuntimeTarget } from '../../lib/content/location.ts';
import { isPolicySlug } from '../../lib/content/policy.ts';
import {
	contentView,
	EMPTY_PAGE_TEXT,
	needsFallback,
	NOT_FOUND_TEXTS,
} from '../../lib/content/view.ts';
import { FAILURE_TEXT, RELOAD_LOCK_MS } from '../../lib/feedback/failure.ts';
import { sanitizeHtml } from '../../lib/html/sanitize.client.ts';
import { ensureNoticeRegion, showNotice } from './notice.ts';

/** What the page passes in `data-config` (public values only). */
export interface RuntimePageConfig {
	productApiUrl: string;
	instituteId: number;
	instituteName: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	text?: string,
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	if (className) node.className = className;
	if (text !== undefined) node.textContent = text;
	return node;
}

function heading(text: string): HTMLHeadingElement {
	const h1 = element('h1', 'content-heading', text);
	h1.tabIndex = -1;
	return h1;
}

/** Starts the page inside `root`. */
export function startRuntimePage(root: HTMLElement): void {
	const config = JSON.parse(root.dataset['config'] ?? '{}') as RuntimePageConfig;
	const target: RuntimeTarget = runtimeTarget(location.pathname, history.state);
	const view = root.querySelector<HTMLElement>('[data-view]') ?? root;
	const placeholderHeading = contentView({ page: null, slug: target.slug, safeHtml: '' }).heading;
	let reloadLockedUntil = 0;
	ensureNoticeRegion();

	const show = (...nodes: Node[]) => view.replaceChildren(...nodes);

	const showLoading = () => {
		const status = element('div', 'content-loading');
		status.setAttribute('role', 'status');
		status.append(element('span', 'spinner'), element('span', 'visually-hidden', 'Loading…'));
		show(heading(placeholderHeading), status);
	};

	const showFailure = () => {
		const box = element('div', 'failure-screen');
		const reload = element('button', 'button', 'Reload');
		reload.type = 'button';
		const wait = reloadLockedUntil - Date.now();
		if (wait > 0) {
			reload.disabled = true;
			setTimeout(() => (reload.disabled = false), wait);
		}
		reload.addEventListener('click', () => {
			reloadLockedUntil = Date.now() + RELOAD_LOCK_MS;
			void load(true);
		});
		box.append(element('p', '', FAILURE_TEXT), reload);
		show(heading(placeholderHeading), box);
	};

	// The server has no such page (P3's 400): its message goes in the page, not in a toast (spec 8).
	const showNotFound = (message: string | null) => {
		document.title = `${NOT_FOUND_TEXTS.heading} | ${config.instituteName}`;
		const home = element('a', 'tap-target', NOT_FOUND_TEXTS.home);
		home.href = '/';
		const link = element('p', '');
		link.append(home);
		show(
			heading(NOT_FOUND_TEXTS.heading),
			element('p', 'content-empty', message ?? NOT_FOUND_TEXTS.message),
			link,
		);
	};

	const showLoaded = async (state: Extract<PageState, { kind: 'loaded' }>) => {
		const safeHtml = sanitizeHtml(state.page?.html);
		// The long policy texts load only when a policy page really has no body.
		const fallbackHtml =
			isPolicySlug(target.slug) && needsFallback(target.slug, safeHtml)
				? (await import('../../lib/content/fallbacks.ts')).fallbackHtml(
						target.slug,
						config.instituteName,
					)
				: null;
		const page = contentView({
			page: state.page,
			slug: target.slug,
			safeHtml,
			fallbackHtml,
			hideBanner: target.hideBanner,
		});
		document.title = `${page.heading} | ${config.instituteName}`;
		const nodes: Node[] = [heading(page.heading)];
		if (page.bannerUrl) {
			const banner = element('img', 'content-banner');
			banner.src = page.bannerUrl;
			banner.alt = '';
			banner.width = 1200;
			banner.height = 420;
			nodes.push(banner);
		}
		if (page.html === null) {
			nodes.push(element('p', 'content-empty', EMPTY_PAGE_TEXT));
		} else {
			const body = element('div', 'rich-text');
			body.innerHTML = page.html;
			nodes.push(body);
		}
		show(...nodes);
	};

	async function load(retried: boolean): Promise<void> {
		window.scrollTo(0, 0);
		showLoading();
		const state = pageStateFrom(await requestPage(config, target.slug));
		if (state.kind === 'failure') {
			showNotice(state.notice);
			showFailure();
		} else if (state.kind === 'loaded' && state.page === null && !isPolicySlug(target.slug)) {
			showNotFound(state.notice);
		} else if (state.kind === 'loaded') {
			if (state.notice !== null) showNotice(state.notice);
			await showLoaded(state);
		}
		if (retried) view.querySelector<HTMLElement>('h1')?.focus();
	}

	void load(false);
}
