/**
 * The frame and lists the course and product cards share: CatalogueCard.astro, CardList.astro and
 * CardGrid.astro.
 */
import type { ReactNode } from 'react';
import type { CardPriority } from '../../../../src/components/catalogue/card.ts';
import { cid, CID } from './cid.ts';

/** What a page tells a card: how urgently its image loads and its heading level. */
export interface CardOptions {
	priority?: CardPriority;
	headingLevel?: 2 | 3;
}

const frame = cid(CID.catalogueCard);

/** CatalogueCard.astro: the picture on top (with its fallback) and the card's own column. */
export function CatalogueCard(props: {
	className: string;
	attributes?: Record<string, string | number>;
	image: { className: string; src: string; fallback: string; height: number };
	priority?: CardPriority;
	children: ReactNode;
	after?: ReactNode;
}) {
	const { image, priority } = props;
	return (
		<article className={props.className} {...props.attributes} {...frame}>
			<img
				className={image.className}
				src={image.src}
				data-fallback={image.fallback}
				alt=""
				width="480"
				height={image.height}
				loading={priority ? 'eager' : 'lazy'}
				fetchPriority={priority === 'high' ? 'high' : undefined}
				decoding="async"
				{...frame}
			/>
			<div className="body" {...frame}>
				{props.children}
			</div>
			{props.after}
		</article>
	);
}

const list = cid(CID.cardList);

/** CardList.astro: a wrapping grid, or one scrolling row on home. */
export function CardList(props: {
	row?: boolean;
	label: string;
	focusable?: boolean;
	children: ReactNode;
}) {
	return (
		<ul
			className={props.row ? 'cards row' : 'cards'}
			aria-label={props.label}
			tabIndex={props.row && props.focusable ? 0 : undefined}
			{...list}
		>
			{props.children}
		</ul>
	);
}

/** CardGrid.astro: the list, or '<label> not available!'. */
export function CardGrid(props: { label: string; count: number; children: ReactNode }) {
	return props.count > 0 ? (
		<CardList label={props.label}>{props.children}</CardList>
	) : (
		<p className="empty">{props.label} not available!</p>
	);
}
