/**
 * 'Student Login' (spec sections 2, 4, 5): Email or Phone and Password (revealable), LOG IN
 * (disabled for 2 s after each click), Forgot Password (a dialog; a plain link to /forgot without
 * JavaScript). 'Register here' or the download-the-app message under it is the page's own markup
 * (login/index.astro), not the island's: the page's script rewrites that link before React
 * hydrates. The flow's dialogs (institute picker, renewal offer, refusals, app link) follow
 * `$loginState`; errors are toasts.
 *
 * What was typed lives in this component's state only: the actions get it per call.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent, type MouseEvent } from 'react';
import { PAGE_ONLY_LOGIN_NOTE } from '../../../lib/auth/login-screen.ts';
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import { validateLogin, type LoginValues } from '../../../lib/validation/login.ts';
import {
	$loginState,
	chooseInstitute,
	dismissLoginDialog,
	logIn,
	prepareLogin,
	renewSession,
	type LoginContext,
} from '../../../stores/login.ts';
import { loginLastsForThePageOnly } from '../../../stores/session.ts';
import { lazyPart } from '../../feedback/lazy-part.tsx';
import Toaster from '../../feedback/Toaster.tsx';
import { useHydrated } from '../../feedback/use-hydrated.ts';
import { useLock } from '../../forms/use-lock.ts';
import { Field } from '../../forms/Field.tsx';
import { useFormFields } from '../../forms/use-form-fields.ts';
import './login.css';

interface Props {
	config: ClientConfig;
	context: LoginContext;
}

/** LOG IN stays disabled this long after each click (spec sections 4 and 9). */
export const LOGIN_LOCK_MS = 2000;

const EMPTY: LoginValues = { identifier: '', password: '' };

// The dialogs open only after an action, so they load once the student starts on the form.
const Alert = lazyPart(() => import('../../feedback/Alert.tsx'));
const ForgotPasswordDialog = lazyPart(() => import('./ForgotPasswordDialog.tsx'));
const InstitutePicker = lazyPart(() => import('./InstitutePicker.tsx'));

export default function LoginForm({ config, context }: Props) {
	const state = useStore($loginState);
	const [values, setValues] = useState<LoginValues>(EMPTY);
	const { field, check } = useFormFields(values, setValues);
	const [locked, lock] = useLock(LOGIN_LOCK_MS);
	// False on the first render, as the server rendered it. The island hydrates once the student
	// starts on the form (client:engaged): from then on the calls and dialogs load.
	const hydrated = useHydrated();
	const [forgotOpen, setForgotOpen] = useState(false);
	// Read after hydration, as the page's script did before it (src/browser/login-page.ts, which
	// also sends a logged-in student home and carries ?from= into Register here).
	const pageOnly = hydrated && loginLastsForThePageOnly();

	useEffect(() => prepareLogin(), []);

	useEffect(() => {
		if (state.redirect) location.assign(state.redirect);
	}, [state.redirect]);

	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (locked || state.busy) return;
		lock();
		if (!check(validateLogin(values))) return;
		void logIn(config, context, values);
	};

	const openForgot = (event: MouseEvent<HTMLAnchorElement>) => {
		event.preventDefault();
		setForgotOpen(true);
	};

	const alert = state.alert;

	return (
		<div className="login">
			{/* Always in the markup, shown by `data-shown`: the page's script shows it before the
			    island hydrates (login.css). */}
			<p
				className="login-note"
				role="note"
				data-page-only-note=""
				data-shown={pageOnly ? '' : undefined}
			>
				{PAGE_ONLY_LOGIN_NOTE}
			</p>
			<form className="login-form" noValidate onSubmit={submit} aria-labelledby="login-heading">
				<Field
					id="login-identifier"
					name="username"
					label="Email or Phone"
					autoComplete="username"
					{...field('identifier')}
				/>
				<Field
					id="login-password"
					name="password"
					label="Password"
					type="password"
					revealable
					autoComplete="current-password"
					{...field('password')}
				/>
				<p className="login-forgot">
					<a className="tap-target" href="/forgot" onClick={openForgot} data-replay-click="">
						Forgot Password
					</a>
				</p>
				{/* Disabled without script (no login), enabled by the page while React loads
				    (client:engaged); afterwards aria-disabled, so the button keeps the focus and
				    dialogs can give it back. */}
				<button
					type="submit"
					className="form-button login-submit"
					disabled={!hydrated}
					data-script-enables=""
					// Never both: HTML forbids aria-disabled beside disabled.
					aria-disabled={hydrated ? locked || state.busy : undefined}
					aria-busy={state.busy}
				>
					LOG IN
				</button>
			</form>
			{hydrated && (
				<>
					<InstitutePicker
						entries={state.picker}
						busy={state.busy}
						onChoose={(chosen) => void chooseInstitute(config, context, values, chosen)}
						onClose={dismissLoginDialog}
					/>
					<Alert
						open={alert !== null}
						heading={alert?.heading ?? ''}
						link={alert?.link ?? null}
						showClose={alert?.kind === 'renew'}
						{...(alert?.kind === 'renew'
							? { onOk: () => void renewSession(config, context, values) }
							: {})}
						onClose={dismissLoginDialog}
					>
						<p>{alert?.text}</p>
					</Alert>
					<ForgotPasswordDialog
						config={config}
						open={forgotOpen}
						onClose={() => setForgotOpen(false)}
					/>
				</>
			)}
			<Toaster />
		</div>
	);
}
