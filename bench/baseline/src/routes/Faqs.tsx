/**
 * FAQs (src/pages/[tenant]/faqs/index.astro): P2's questions by category, or the built-in samples.
 */
import '@baseline-input/faqs.css';
import { use } from 'react';
import { faqCategories, faqGroups } from '../../../../src/lib/faqs/faqs.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import { siteData } from '../data.ts';
import type { RouteProps } from './route-props.ts';
import { FaqEntry } from '../components/FaqEntry.tsx';
import { cid, CID } from '../components/cid.ts';
import { useTitle } from './title.ts';

const c = cid(CID.faqList);

export default function Faqs({ home, data }: RouteProps) {
	const site = siteData(home, { faqCategories: use(data).faqCategories ?? [] });
	const groups = faqGroups(faqCategories(site), sanitizeHtml);
	useTitle(`FAQs | ${site.institute.name}`);
	return (
		<div className="faqs container" {...c}>
			<h1 {...c}>FAQs</h1>
			{groups.map((group, index) => (
				<section key={index} className="faq-group" aria-labelledby={`faq-group-${index}`} {...c}>
					<h2 id={`faq-group-${index}`} {...c}>
						{group.name}
					</h2>
					{group.entries.map((entry) => (
						<FaqEntry
							key={entry.id}
							id={`faq-${entry.id}`}
							question={entry.question}
							answer={entry.answer}
						/>
					))}
				</section>
			))}
		</div>
	);
}
