/**
 * CourseCard.astro: cache-busted thumbnail (or the fallback), course type, name, summary and the
 * 'Read more' dialog with the sanitised description.
 */
import {
	COURSE_FALLBACK_IMAGE,
	courseDialogId,
	courseImage,
} from '../../../../src/lib/courses/display.ts';
import { sanitizeHtml } from '../../../../src/lib/html/sanitize.client.ts';
import type { Course } from '../../../../src/lib/lms/types.ts';
import { CatalogueCard, type CardOptions } from './Catalogue.tsx';
import { cid, CID } from './cid.ts';

const course = cid(CID.courseCard);

/** CourseCard.astro: thumbnail, type, name, summary and the 'Read more' dialog. */
export function CourseCard({
	course: item,
	headingLevel = 2,
	priority,
}: CardOptions & { course: Course }) {
	const Heading = `h${headingLevel}` as const;
	const description = sanitizeHtml(item.descriptionHtml);
	const dialogId = courseDialogId(item);
	return (
		<CatalogueCard
			className="course-card"
			image={{
				className: 'thumb',
				src: courseImage(item, __BASELINE__.cacheToken),
				fallback: COURSE_FALLBACK_IMAGE,
				height: 180,
			}}
			priority={priority}
			after={
				description && (
					<dialog
						id={dialogId}
						className="course-dialog"
						aria-labelledby={`${dialogId}-title`}
						{...{ closedby: 'any' }}
						{...course}
					>
						<div className="dialog-head" {...course}>
							<h2 id={`${dialogId}-title`} {...course}>
								{item.name}
							</h2>
						</div>
						<div
							className="dialog-body"
							dangerouslySetInnerHTML={{ __html: description }}
							{...course}
						/>
						<div className="dialog-foot" {...course}>
							<button
								type="button"
								className="close"
								{...{ commandfor: dialogId, command: 'close' }}
								{...course}
							>
								Close
							</button>
						</div>
					</dialog>
				)
			}
		>
			{item.courseType && (
				<p className="type" {...course}>
					{item.courseType}
				</p>
			)}
			<Heading className="name" {...course}>
				{item.name}
			</Heading>
			{item.shortDescription && (
				<p className="summary" {...course}>
					{item.shortDescription}
				</p>
			)}
			{description && (
				<button
					type="button"
					className="more"
					{...{ commandfor: dialogId, command: 'show-modal' }}
					{...course}
				>
					Read more
					<span className="visually-hidden" {...course}>
						{' '}
						about {item.name}
					</span>
				</button>
			)}
		</CatalogueCard>
	);
}
