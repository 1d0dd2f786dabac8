/**
 * Home (src/pages/[tenant]/index.astro): the institute's name, slider, Popular Courses, Popular
 * Products, FAQs, testimonials and the pop-up, from P1.
 */
import '@baseline-input/home.css';
import { hasHomeContent, homeSections } from '../../../../src/lib/home/sections.ts';
import { productLink, productPages } from '../../../../src/lib/products/links.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import { siteData } from '../data.ts';
import type { RouteProps } from './route-props.ts';
import { CourseCard } from '../components/CourseCard.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { FaqEntry } from '../components/FaqEntry.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { CarouselSlide, HomeCarousel, HomeSection } from '../components/HomeCarousel.tsx';
import { HomePopup } from '../components/HomePopup.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { cid, CID } from '../components/cid.ts';
import { useTitle } from './title.ts';

const c = cid(CID.homeHero);

export default function Home({ home }: RouteProps) {
	const site = siteData(home);
	const sections = homeSections(site);
	const name = site.institute.name;
	const pages = productPages(sections.popularProducts);
	useTitle(name);
	return (
		<>
			<div className="hero" {...c}>
				<div className="container" {...c}>
					<h1 {...c}>{name}</h1>
				</div>
			</div>
			{hasHomeContent(sections) && (
				<>
					{sections.slides.length > 0 && (
						<HeroSlider slides={sections.slides} instituteName={name} />
					)}
					{sections.popularCourses.length > 0 && (
						<HomeSection
							id="popular-courses"
							title="Popular Courses"
							viewAll={{ label: 'View all courses', href: '/courses' }}
						>
							<HomeCarousel
								name="Popular Courses"
								labelledby="popular-courses-title"
								listLabel="Popular courses"
								noun="course"
							>
								{sections.popularCourses.map((course, index, all) => (
									<CarouselSlide key={course.id} index={index} count={all.length}>
										<CourseCard course={course} headingLevel={3} />
									</CarouselSlide>
								))}
							</HomeCarousel>
						</HomeSection>
					)}
					{sections.popularProducts.length > 0 && (
						<HomeSection
							id="popular-products"
							title="Popular Products"
							viewAll={{ label: 'View all products', href: '/product' }}
						>
							<HomeCarousel
								name="Popular Products"
								labelledby="popular-products-title"
								listLabel="Popular products"
								noun="product"
							>
								{sections.popularProducts.map((product, index, all) => (
									<CarouselSlide key={product.id} index={index} count={all.length}>
										<ProductCard
											product={product}
											href={productLink(product, site.institute.id, pages)}
											headingLevel={3}
										/>
									</CarouselSlide>
								))}
							</HomeCarousel>
						</HomeSection>
					)}
					{sections.faqs.length > 0 && (
						<HomeSection
							id="home-faqs"
							title="FAQs"
							viewAll={{ label: 'View all FAQs', href: '/faqs' }}
						>
							<div className="faqs">
								{sections.faqs.map((faq, index) => (
									<FaqEntry
										key={index}
										question={sanitizeHtml(faq.question)}
										answer={sanitizeHtml(faq.answer)}
									/>
								))}
							</div>
						</HomeSection>
					)}
					{sections.testimonials.length > 0 && (
						<HomeSection id="testimonials" title="Testimonials">
							<Testimonials testimonials={sections.testimonials} />
						</HomeSection>
					)}
				</>
			)}
			{sections.popUpImageUrl && (
				<HomePopup imageUrl={sections.popUpImageUrl} instituteName={name} />
			)}
		</>
	);
}
