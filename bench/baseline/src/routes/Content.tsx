/**
 * A content page (src/components/content/ContentPage.astro): P3's page by the address's last
 * segment, the built-in text of a policy page the institute lacks, or 'Looks like details are
 * not available!'.
 */
import '@baseline-input/content.css';
import { use, useEffect } from 'react';
import { contentView, EMPTY_PAGE_TEXT } from '../../../../src/lib/content/view.ts';
import { fallbackHtml } from '../../../../src/lib/content/fallbacks.ts';
import { isPolicySlug } from '../../../../src/lib/content/policy.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import type { RouteProps } from './route-props.ts';
import { useTitle } from './title.ts';

export default function Content({ route, data }: RouteProps) {
	const slug = route.name === 'content' ? route.slug : '';
	const page = use(data).page ?? null;
	const view = contentView({
		page,
		slug,
		safeHtml: sanitizeHtml(page?.html),
		fallbackHtml: isPolicySlug(slug) ? fallbackHtml(slug, __BASELINE__.institute.name) : null,
	});
	useTitle(`${view.heading} | ${__BASELINE__.institute.name}`);
	// Spec: a content page opens at its top.
	useEffect(() => scrollTo(0, 0), [slug]);
	return (
		<article className="content-page container">
			<h1 className="content-heading">{view.heading}</h1>
			{view.bannerUrl && (
				<img className="content-banner" src={view.bannerUrl} alt="" width="1200" height="420" />
			)}
			{view.html === null ? (
				<p className="content-empty">{EMPTY_PAGE_TEXT}</p>
			) : (
				<div className="rich-text" dangerouslySetInnerHTML={{ __html: view.html }} />
			)}
		</article>
	);
}
