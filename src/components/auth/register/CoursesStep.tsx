/**
 * Step two, 'Interested In' (spec section 2): a two-column checkbox list of the institute's courses
 * (M9), Back, and 'Skip & Continue', which sends the OTP with or without selections.
 */
import FailureScreen from '../../feedback/FailureScreen.tsx';
import type { CourseType } from '../../../lib/lms/types.ts';
import {
	backToPersonal,
	generateOtp,
	loadCourses,
	toggleCourse,
	type LoadStatus,
} from '../../../stores/registration.ts';
import { useLock } from '../../forms/use-lock.ts';

interface Props {
	courses: CourseType[];
	status: LoadStatus;
	selected: number[];
	/** M5 is running. */
	sending: boolean;
}

export default function CoursesStep({ courses, status, selected, sending }: Props) {
	const [backLocked, lockBack] = useLock();
	const [continueLocked, lockContinue] = useLock();

	return (
		<div className="register-courses">
			{status === 'loading' && (
				<p role="status" className="register-muted">
					Loading courses…
				</p>
			)}
			{status === 'error' && <FailureScreen onRetry={() => void loadCourses()} />}
			{status === 'ready' && courses.length === 0 && (
				<p className="register-muted">
					There are no courses to choose from. Continue to verify your mobile number.
				</p>
			)}
			{status === 'ready' && courses.length > 0 && (
				<fieldset className="register-course-list">
					<legend className="visually-hidden">Courses you are interested in</legend>
					{courses.map((course) => {
						const id = `register-course-${course.id}`;
						return (
							<div className="register-check" key={course.id}>
								<input
									id={id}
									type="checkbox"
									checked={selected.includes(course.id)}
									onChange={(event) => toggleCourse(course.id, event.target.checked)}
								/>
								<label htmlFor={id}>{course.name}</label>
							</div>
						);
					})}
				</fieldset>
			)}
			<div className="register-actions">
				<button
					type="button"
					className="form-button secondary"
					disabled={backLocked || sending}
					onClick={() => {
						lockBack();
						backToPersonal();
					}}
				>
					Back
				</button>
				<button
					type="button"
					className="form-button"
					disabled={continueLocked || sending}
					aria-busy={sending || undefined}
					onClick={() => {
						lockContinue();
						void generateOtp();
					}}
				>
					Skip &amp; Continue
				</button>
			</div>
		</div>
	);
}
