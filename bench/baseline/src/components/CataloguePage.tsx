/**
 * CataloguePage.astro: the list pages' container and heading.
 */
import type { ReactNode } from 'react';
import type { CataloguePageTexts } from '../../../../src/lib/catalogue/pages.ts';
import { useTitle } from '../routes/title.ts';
import { cid, CID } from './cid.ts';

const c = cid(CID.cataloguePage);

export function CataloguePage({
	page,
	children,
}: {
	page: CataloguePageTexts;
	children: ReactNode;
}) {
	useTitle(`${page.title} | ${__BASELINE__.institute.name}`);
	return (
		<div className="container page" {...c}>
			<h1 data-catalogue-heading {...c}>
				{page.heading}
			</h1>
			{children}
		</div>
	);
}
