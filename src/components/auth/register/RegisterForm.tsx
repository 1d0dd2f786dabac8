/**
 * The registration island (spec sections 2, 4 and 8): step indication, the three steps and the
 * refused-registration screens ('Already have an account? Login here' under it is the page's own
 * markup, register/index.astro: the page's script rewrites that link before React hydrates, so
 * React must not own it). It keeps step one's
 * values (the typed password included) in component state only, calls the registration store's
 * actions and follows `$registration`: after registering it goes to the cart or home.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import FailureScreen from '../../feedback/FailureScreen.tsx';
import { lazyPart } from '../../feedback/lazy-part.tsx';
import Toaster from '../../feedback/Toaster.tsx';
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import type { CountryCode, CourseType } from '../../../lib/lms/types.ts';
import { defaultCountryId, type PersonalValues } from '../../../lib/validation/register.ts';
import { DENIED_REDIRECT_MS, redirectAfterDenial } from '../../../stores/denied-redirect.ts';
import {
	$personal,
	$registration,
	initRegistration,
	loadOptions,
	prepareRegistration,
	type RegistrationStep,
} from '../../../stores/registration.ts';
import PersonalStep from './PersonalStep.tsx';
import '../../feedback/feedback.css';
import './register.css';

interface Props {
	config: ClientConfig;
	instituteName: string;
	/** The website is enabled: the terms checkbox is shown (spec section 2). */
	websiteEnabled: boolean;
	/** M10 and M9 as the build fetched them (null: ask at run time). */
	options: { countryCodes: CountryCode[] | null; courses: CourseType[] | null };
}

const STEPS: ReadonlyArray<{ key: RegistrationStep; label: string }> = [
	{ key: 'personal', label: 'Personal Information' },
	{ key: 'courses', label: 'Interested In' },
	{ key: 'otp', label: 'OTP Verification' },
];

const EMPTY: PersonalValues = {
	name: '',
	countryId: null,
	mobile: '',
	email: '',
	password: '',
	confirmPassword: '',
	termsAccepted: true,
};

// Only step one shows with the page: the later steps and the alert load once the student starts.
const stepFallbacks = {
	loading: (
		<p className="register-loading" role="status">
			Loading…
		</p>
	),
	failed: (retry: () => void) => <FailureScreen onRetry={retry} />,
};
const CoursesStep = lazyPart(() => import('./CoursesStep.tsx'), stepFallbacks);
const OtpStep = lazyPart(() => import('./OtpStep.tsx'), stepFallbacks);
const Alert = lazyPart(() => import('../../feedback/Alert.tsx'));

// Long enough to read "Registration complete" here; the next page shows the success notice.
const REDIRECT_DELAY_MS = 1200;

export default function RegisterForm({ config, instituteName, websiteEnabled, options }: Props) {
	const state = useStore($registration);
	const personal = useStore($personal);
	const [values, setValues] = useState<PersonalValues>(EMPTY);
	const [ready, setReady] = useState(false);
	const [appAlertOpen, setAppAlertOpen] = useState(false);
	const heading = useRef<HTMLHeadingElement>(null);
	const card = useRef<HTMLDivElement>(null);
	const shownStep = useRef(state.step);

	useEffect(() => {
		initRegistration({
			config,
			instituteName,
			websiteEnable: websiteEnabled,
			search: window.location.search,
			prefetched: options,
		});
		void loadOptions();
		// The island hydrates once the student starts on the form (client:engaged).
		prepareRegistration();
		setReady(true);
	}, [config, instituteName, websiteEnabled, options]);

	// A new step: move the focus to its heading so the change is announced, and show the card
	// from its step indication (focusing alone would scroll the heading under the sticky header).
	useEffect(() => {
		if (shownStep.current === state.step) return;
		shownStep.current = state.step;
		heading.current?.focus({ preventScroll: true });
		card.current?.scrollIntoView({ block: 'start' });
	}, [state.step]);

	useEffect(() => {
		if (!state.redirectTo) return;
		setValues(EMPTY);
		const target = state.redirectTo;
		const timer = setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
		return () => clearTimeout(timer);
	}, [state.redirectTo]);

	const refusal = state.refusal;
	useEffect(() => {
		if (!refusal) return;
		if (refusal.link) {
			setAppAlertOpen(true);
			return;
		}
		return redirectAfterDenial((path) => window.location.assign(path));
	}, [refusal]);

	if (refusal && !refusal.link) {
		return (
			<>
				<div className="register-card register-refused" role="alert">
					<p>{refusal.text}</p>
					<p>
						You will be taken to the home page in {DENIED_REDIRECT_MS / 1000} seconds.{' '}
						<a href="/">Go to the home page now</a>
					</p>
				</div>
				<Toaster />
			</>
		);
	}

	if (state.redirectTo) {
		return (
			<>
				<div className="register-card" role="status">
					<p>Registration complete. Taking you on…</p>
				</div>
				<Toaster />
			</>
		);
	}

	// Until the island starts (client:engaged), the codes the build fetched, as the store will hold.
	const countryCodes = ready ? state.countryCodes : (options.countryCodes ?? []);
	const countryId = ready ? state.countryId : defaultCountryId(countryCodes);
	const index = STEPS.findIndex((step) => step.key === state.step);
	const step = STEPS[index] ?? STEPS[0]!;
	const countryCode = state.countryCodes.find((code) => code.id === personal?.countryId);
	const sentTo = [countryCode?.callingCode, personal?.mobile].filter(Boolean).join(' ');

	return (
		<>
			<div className="register-card" ref={card}>
				<ol className="register-steps" aria-label="Registration steps">
					{STEPS.map((item, position) => (
						<li
							key={item.key}
							aria-current={item.key === state.step ? 'step' : undefined}
							className={position < index ? 'done' : undefined}
						>
							<span className="register-step-number" aria-hidden="true">
								{position + 1}
							</span>
							<span>{item.label}</span>
						</li>
					))}
				</ol>
				<h2 id="register-step-heading" ref={heading} tabIndex={-1}>
					<span className="register-step-count">
						Step {index + 1} of {STEPS.length}:
					</span>{' '}
					{step.label}
				</h2>
				{state.step === 'personal' && (
					<PersonalStep
						values={values}
						onChange={setValues}
						countryCodes={countryCodes}
						countryId={countryId}
						loadingCodes={state.countriesStatus === 'loading'}
						termsShown={websiteEnabled}
						ready={ready}
					/>
				)}
				{state.step === 'courses' && (
					<CoursesStep
						courses={state.courses}
						status={state.coursesStatus}
						selected={state.selectedCourses}
						sending={state.busy !== null}
					/>
				)}
				{state.step === 'otp' && (
					<OtpStep sentTo={sentTo} otpEndsAt={state.otpEndsAt} busy={state.busy} />
				)}
				{refusal?.link && (
					<Alert
						open={appAlertOpen}
						heading="Registration unavailable"
						link={refusal?.link ? { text: 'Download the app', url: refusal.link } : null}
						onClose={() => setAppAlertOpen(false)}
					>
						<p>{refusal?.text}</p>
					</Alert>
				)}
			</div>
			<Toaster />
		</>
	);
}
