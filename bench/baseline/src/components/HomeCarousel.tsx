/**
 * HomeSection.astro, HomeCarousel.astro and CarouselSlide.astro: a titled home section and its
 * card row, which our pages' carousel module makes an embla carousel at the first touch or a few
 * seconds after it shows (src/browser/home/enhance-later.ts), as on our pages.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { enhanceLater, firstAdvanceMs } from '../../../../src/browser/home/enhance-later.ts';
import { slideLabel } from '../../../../src/lib/site/accessible-names.ts';
import { CardList } from './Catalogue.tsx';
import { cid, CID } from './cid.ts';
import { Icon, NEXT, PAUSE, PLAY, PREVIOUS } from './icons.tsx';

const h = cid(CID.homeSection);

/** HomeSection.astro. */
export function HomeSection(props: {
	id: string;
	title: string;
	viewAll?: { label: string; href: string };
	children: ReactNode;
}) {
	return (
		<section className="home-section" aria-labelledby={`${props.id}-title`} id={props.id} {...h}>
			<div className="container" {...h}>
				<div className="head" {...h}>
					<h2 id={`${props.id}-title`} {...h}>
						{props.title}
					</h2>
					{props.viewAll && (
						<a className="view-all tap-target" href={props.viewAll.href} {...h}>
							{props.viewAll.label}
						</a>
					)}
				</div>
				{props.children}
			</div>
		</section>
	);
}

const k = cid(CID.carousel);

/** HomeCarousel.astro: embla is loaded when the carousel comes near the viewport. */
export function HomeCarousel(props: {
	name: string;
	labelledby: string;
	listLabel: string;
	noun: string;
	focusable?: boolean;
	children: ReactNode;
}) {
	const root = useRef<HTMLDivElement>(null);
	useEffect(() => {
		const element = root.current;
		if (!element) return;
		enhanceLater(element, (onScreenSince) => {
			import('../../../../src/browser/home/carousel-embla.ts')
				.then(({ enhanceCarousel }) =>
					enhanceCarousel(element, { firstAdvanceMs: firstAdvanceMs(onScreenSince) }),
				)
				.catch(() => element.classList.remove('is-enhanced'));
		});
	}, []);
	return (
		<div
			ref={root}
			className="carousel"
			data-carousel
			data-carousel-name={props.name}
			role="group"
			aria-roledescription="carousel"
			aria-labelledby={props.labelledby}
			{...k}
		>
			<div className="viewport" data-carousel-viewport {...k}>
				<CardList row label={props.listLabel} focusable={props.focusable ?? false}>
					{props.children}
				</CardList>
			</div>
			<div className="carousel-controls" {...k}>
				<button
					type="button"
					className="carousel-arrow"
					data-carousel-prev
					hidden
					aria-label={`Previous ${props.noun}`}
					{...k}
				>
					<Icon d={PREVIOUS} size={24} c={k} />
				</button>
				<button
					type="button"
					className="carousel-arrow"
					data-carousel-next
					hidden
					aria-label={`Next ${props.noun}`}
					{...k}
				>
					<Icon d={NEXT} size={24} c={k} />
				</button>
				<button
					type="button"
					className="carousel-toggle"
					data-carousel-toggle
					data-playing="true"
					hidden
					{...k}
				>
					<Icon className="icon-pause" d={PAUSE} size={16} c={k} />
					<Icon className="icon-play" d={PLAY} size={16} c={k} />
					<span data-carousel-toggle-text {...k}>
						Pause
					</span>
				</button>
			</div>
		</div>
	);
}

const l = cid(CID.carouselSlide);

/** CarouselSlide.astro. */
export function CarouselSlide(props: { index: number; count: number; children: ReactNode }) {
	return (
		<li {...l}>
			<div
				className="slide"
				role="group"
				aria-roledescription="slide"
				// The baseline's pages are English (its index.html's `lang`).
				aria-label={slideLabel(props.index, props.count, 'en')}
				{...l}
			>
				{props.children}
			</div>
		</li>
	);
}
