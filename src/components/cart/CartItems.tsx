/**
 * The cart's items (spec section 2): image (fallback thumbnail when missing or broken), title,
 * validity, the label Purchased, Free or the price, and Remove.
 */
import type { CartProduct } from '../../lib/lms/types.ts';
import { itemLabel, validityText } from '../../lib/cart/rules.ts';
import { removeItem } from '../../stores/cart-page.ts';
import ProductThumbnail from '../products/ProductThumbnail.tsx';
import { useStore } from '@nanostores/react';
import { $pageLanguage } from '../../stores/page-language.ts';
import { partLanguages } from '../../lib/site/locale.ts';

/** The list of the cart's products, newest first. */
export default function CartItems({ items }: { items: CartProduct[] }) {
	const pageLanguage = useStore($pageLanguage);
	// The cart is the spec's English (its page's main says so); the titles are the institute's.
	const { content } = partLanguages(pageLanguage);
	return (
		<ul className="cart-items">
			{items.map((item) => {
				const validity = validityText(item, pageLanguage);
				return (
					<li key={item.id} className="cart-item" data-cart-item={item.id}>
						<ProductThumbnail
							className="cart-item-image"
							src={item.logoUrl}
							width={96}
							height={72}
						/>
						<div className="cart-item-body">
							<h3 className="cart-item-title" lang={content}>
								{item.title}
							</h3>
							{validity && <p className="cart-item-validity">Validity: {validity}</p>}
							<p className="cart-item-label" data-cart-item-label>
								{itemLabel(item)}
							</p>
						</div>
						<button
							type="button"
							className="button button-secondary cart-item-remove"
							onClick={() => removeItem(item.id)}
						>
							Remove
							<span className="visually-hidden">
								{' '}
								<span lang={content}>{item.title}</span> from cart
							</span>
						</button>
					</li>
				);
			})}
		</ul>
	);
}
