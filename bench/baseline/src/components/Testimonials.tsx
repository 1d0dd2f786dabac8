/**
 * Testimonials.astro with StarRating.astro: avatar, quote, name and half-star rating per card.
 */
import {
	DEFAULT_AVATAR,
	ratingStars,
	ratingText,
	testimonialAvatar,
} from '../../../../src/lib/home/sections.ts';
import type { Testimonial } from '../../../../src/lib/lms/types.ts';
import { CarouselSlide, HomeCarousel } from './HomeCarousel.tsx';
import { cid, CID } from './cid.ts';

const t = cid(CID.testimonial);
const r = cid(CID.stars);
const STAR =
	'12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const LEFT_HALF = '12,2 8.91,8.26 2,9.27 7,14.14 5.82,21.02 12,17.77';

function StarRating({ rating }: { rating: number }) {
	return (
		<span className="stars" role="img" aria-label={ratingText(rating)} {...r}>
			{ratingStars(rating).map((star, index) => (
				<svg
					key={index}
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					data-star={star}
					{...r}
				>
					<polygon className="empty" points={STAR} {...r} />
					{star === 'full' && <polygon className="fill" points={STAR} {...r} />}
					{star === 'half' && <polygon className="fill" points={LEFT_HALF} {...r} />}
				</svg>
			))}
		</span>
	);
}

/** Testimonials.astro. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
	return (
		<HomeCarousel
			name="Testimonials"
			labelledby="testimonials-title"
			listLabel="Testimonials"
			noun="testimonial"
			focusable
		>
			{testimonials.map((testimonial, index) => (
				<CarouselSlide key={index} index={index} count={testimonials.length}>
					<figure className="testimonial" data-testimonial {...t}>
						<img
							className="avatar"
							src={testimonialAvatar(testimonial)}
							data-fallback={DEFAULT_AVATAR}
							alt=""
							width="64"
							height="64"
							loading="lazy"
							decoding="async"
							{...t}
						/>
						{testimonial.content && (
							<blockquote {...t}>
								<p {...t}>{testimonial.content}</p>
							</blockquote>
						)}
						<figcaption {...t}>
							{testimonial.name && (
								<span className="name" {...t}>
									{testimonial.name}
								</span>
							)}
							<StarRating rating={testimonial.rating} />
						</figcaption>
					</figure>
				</CarouselSlide>
			))}
		</HomeCarousel>
	);
}
