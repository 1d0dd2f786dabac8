/**
 * About us (src/pages/[tenant]/about/index.astro): P1's about-us details, or the built-in text.
 */
import '@baseline-input/about.css';
import { aboutView } from '../../../../src/lib/content/about.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import { siteData } from '../data.ts';
import type { RouteProps } from './route-props.ts';
import { cid, CID } from '../components/cid.ts';
import { useTitle } from './title.ts';

const c = cid(CID.about);

export default function About({ home }: RouteProps) {
	const site = siteData(home);
	const view = aboutView(site, sanitizeHtml);
	useTitle(`${view.heading} | ${site.institute.name}`);
	return (
		<article className="about container" {...c}>
			<h1 className="content-heading" {...c}>
				{view.heading}
			</h1>
			{view.bannerUrl && (
				<img
					className="content-banner"
					src={view.bannerUrl}
					alt=""
					width="1200"
					height="420"
					{...c}
				/>
			)}
			<div className="rich-text" dangerouslySetInnerHTML={{ __html: view.html }} {...c} />
		</article>
	);
}
