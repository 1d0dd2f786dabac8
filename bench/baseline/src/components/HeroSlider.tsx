/**
 * HeroSlider.astro: the banner strip, the first banner the page's LCP image; our pages' slider
 * module (embla and autoplay) is started on it once rendered.
 */
import { useEffect, useRef } from 'react';
import { initSlider } from '../../../../src/browser/home/slider.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import type { Slide } from '../../../../src/lib/lms/types.ts';
import { cid, CID } from './cid.ts';
import { Icon, NEXT, PAUSE, PLAY, PREVIOUS } from './icons.tsx';

const s = cid(CID.slider);

/** HeroSlider.astro. */
export function HeroSlider({ slides, instituteName }: { slides: Slide[]; instituteName: string }) {
	const root = useRef<HTMLElement>(null);
	useEffect(() => {
		if (root.current) initSlider(root.current);
	}, [slides]);
	const count = slides.length;
	return (
		<section
			ref={root}
			className="slider"
			data-slider
			aria-roledescription="carousel"
			aria-label={`${instituteName} highlights`}
			{...s}
		>
			<div className="viewport" data-slider-viewport tabIndex={0} {...s}>
				<div className="track" data-slider-track {...s}>
					{slides.map((slide, index) => {
						const caption = sanitizeHtml(slide.content);
						return (
							<div
								key={index}
								className="slide"
								role="group"
								aria-roledescription="slide"
								aria-label={`${index + 1} of ${count}`}
								data-slider-slide
								{...s}
							>
								<img
									src={slide.imageUrl ?? undefined}
									alt={slide.name ?? `${instituteName} banner ${index + 1}`}
									width="1200"
									height="420"
									decoding={index === 0 ? undefined : 'async'}
									loading={index === 0 ? 'eager' : 'lazy'}
									fetchPriority={index === 0 ? 'high' : 'auto'}
									{...s}
								/>
								{(slide.name || caption) && (
									<div className="caption" {...s}>
										{slide.name && (
											<p className="caption-title" {...s}>
												{slide.name}
											</p>
										)}
										{caption && (
											<div
												className="caption-text"
												dangerouslySetInnerHTML={{ __html: caption }}
												{...s}
											/>
										)}
									</div>
								)}
							</div>
						);
					})}
				</div>
			</div>
			{count > 1 && (
				<div className="carousel-controls" {...s}>
					<button
						type="button"
						className="carousel-arrow"
						data-slider-prev
						hidden
						aria-label="Previous slide"
						{...s}
					>
						<Icon d={PREVIOUS} size={24} c={s} />
					</button>
					<div className="dots" data-slider-dots hidden {...s}>
						{slides.map((slide, index) => (
							<button key={index} type="button" className="dot" data-slider-dot {...s}>
								<span className="visually-hidden" {...s}>
									{`Show slide ${index + 1} of ${count}${slide.name ? `: ${slide.name}` : ''}`}
								</span>
							</button>
						))}
					</div>
					<button
						type="button"
						className="carousel-arrow"
						data-slider-next
						hidden
						aria-label="Next slide"
						{...s}
					>
						<Icon d={NEXT} size={24} c={s} />
					</button>
					<button
						type="button"
						className="carousel-toggle"
						data-slider-toggle
						data-playing="true"
						hidden
						{...s}
					>
						<Icon className="icon-pause" d={PAUSE} size={16} c={s} />
						<Icon className="icon-play" d={PLAY} size={16} c={s} />
						<span data-slider-toggle-text {...s}>
							Pause
						</span>
						<span className="visually-hidden" {...s}>
							{' '}
							slideshow
						</span>
					</button>
				</div>
			)}
		</section>
	);
}
