/**
 * ProductCard.astro with ProductTag, ProductPrice, ProductTags and CartButton: photo, tag, title,
 * price, offer and purchase tags, View and the cart button.
 */
import {
	CART_ACTION_LABELS,
	PRODUCT_FALLBACK_IMAGE,
	cartAction,
	discountLabel,
	isCartActionDisabled,
	offersLabel,
	originalPriceLabel,
	priceLabel,
	productPhoto,
	purchaseCountLabel,
	tagLabel,
} from '../../../../src/lib/products/display.ts';
import { liveStateOf } from '../../../../src/lib/lms/lean/live-products.ts';
import type { Product } from '../../../../src/lib/lms/types.ts';
import { CatalogueCard, type CardOptions } from './Catalogue.tsx';
import { cartIds } from '../cart.ts';
import { cid, CID } from './cid.ts';

const card = cid(CID.productCard);
const price = cid(CID.productPrice);
const tags = cid(CID.productTags);
const tag = cid(CID.productTag);
const button = cid(CID.cartButton);

/** ProductCard.astro: photo, tag, title, price, offer and purchase tags, View and the cart button. */
export function ProductCard({
	product,
	href,
	headingLevel = 2,
	priority,
}: CardOptions & { product: Product; href: string }) {
	const Heading = `h${headingLevel}` as const;
	const original = originalPriceLabel(product);
	const discount = discountLabel(product);
	const offers = offersLabel(product);
	const purchased = purchaseCountLabel(product, 'en');
	const label = tagLabel(product);
	// The visitor's state is known at render: the button shows at once (ours waits for its script).
	const action = cartAction(product, cartIds().includes(product.id));
	return (
		<CatalogueCard
			className="product-card"
			attributes={{
				'data-product-id': product.id,
				'data-live-state': JSON.stringify(liveStateOf(product)),
			}}
			image={{
				className: 'photo',
				src: productPhoto(product),
				fallback: PRODUCT_FALLBACK_IMAGE,
				height: 270,
			}}
			priority={priority}
		>
			<span className="product-tag" data-product-tag hidden={!label} {...tag}>
				{label}
			</span>
			<Heading className="title" {...card}>
				{product.title}
			</Heading>
			<p className="product-price card" {...price}>
				<span className="current" data-price {...price}>
					{priceLabel(product)}
				</span>
				<s className="original" hidden={!original} {...price}>
					<span className="visually-hidden" {...price}>
						Original price{' '}
					</span>
					<span data-original-price {...price}>
						{original}
					</span>
				</s>
				<span className="discount" data-discount hidden={!discount} {...price}>
					{discount}
				</span>
			</p>
			<ul className="product-tags" hidden={!offers && !purchased} {...tags}>
				<li className="offer" data-offers hidden={!offers} {...tags}>
					{offers}
				</li>
				<li className="purchased" data-purchase-count hidden={!purchased} {...tags}>
					{purchased}
				</li>
			</ul>
			<div className="actions" {...card}>
				<a className="view" href={href} {...card}>
					View
					<span className="visually-hidden" {...card}>
						{' '}
						{product.title}
					</span>
				</a>
				<button
					type="button"
					className="product-action"
					data-cart-button
					data-action={action}
					data-live=""
					disabled={isCartActionDisabled(action)}
					{...button}
				>
					<span data-cart-label {...button}>
						{CART_ACTION_LABELS[action]}
					</span>
					<span className="visually-hidden" data-cart-title {...button}>
						{product.title}
					</span>
				</button>
			</div>
		</CatalogueCard>
	);
}
