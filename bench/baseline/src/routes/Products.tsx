/**
 * Products list (src/pages/[tenant]/product/index.astro): 'POPULAR PRODUCTS' and a card per
 * product of P4, or 'Products not available!'.
 */
import '@baseline-input/product.css';
import { use } from 'react';
import { PRODUCTS_PAGE } from '../../../../src/lib/catalogue/pages.ts';
import { cardPriority } from '../../../../src/lib/home/sections.ts';
import { productLink, productPages } from '../../../../src/lib/products/links.ts';
import type { RouteProps } from './route-props.ts';
import { CardGrid } from '../components/Catalogue.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { CataloguePage } from '../components/CataloguePage.tsx';
import { cid, CID } from '../components/cid.ts';

const c = cid(CID.productList);

export default function Products({ data }: RouteProps) {
	const products = use(data).products ?? [];
	const pages = productPages(products);
	const instituteId = __BASELINE__.institute.id;
	return (
		<CataloguePage page={PRODUCTS_PAGE}>
			<div data-product-list {...c}>
				<CardGrid label={PRODUCTS_PAGE.title} count={products.length}>
					{products.map((product, index) => (
						<li key={product.id} {...c}>
							<ProductCard
								product={product}
								href={productLink(product, instituteId, pages)}
								priority={cardPriority(index)}
							/>
						</li>
					))}
				</CardGrid>
			</div>
		</CataloguePage>
	);
}
