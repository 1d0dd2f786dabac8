/**
 * Courses list (src/pages/[tenant]/courses/index.astro): P1's courses as cards, or
 * 'Courses not available!'.
 */
import '@baseline-input/courses.css';
import { COURSES_PAGE } from '../../../../src/lib/catalogue/pages.ts';
import { cardPriority } from '../../../../src/lib/home/sections.ts';
import type { RouteProps } from './route-props.ts';
import { CardGrid } from '../components/Catalogue.tsx';
import { CourseCard } from '../components/CourseCard.tsx';
import { CataloguePage } from '../components/CataloguePage.tsx';

export default function Courses({ home }: RouteProps) {
	const courses = home.popularCourses;
	return (
		<CataloguePage page={COURSES_PAGE}>
			<CardGrid label={COURSES_PAGE.title} count={courses.length}>
				{courses.map((course, index) => (
					<li key={course.id}>
						<CourseCard course={course} priority={cardPriority(index)} />
					</li>
				))}
			</CardGrid>
		</CataloguePage>
	);
}
