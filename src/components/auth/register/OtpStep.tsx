/**
 * Step three, 'OTP Verification' (spec sections 2, 5 and 9): four single-digit boxes (typing moves
 * on, Backspace moves back, pasting a whole code fills them all), a 120 s countdown before Resend
 * OTP, and Validate once all four digits are there. The countdown is visible every second but
 * announced only at a few milestones.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
	backspaceAt,
	countdownAnnouncement,
	emptyDigits,
	enterDigits,
	formatCountdown,
	isComplete,
	normaliseOtp,
	OTP_LENGTH,
	secondsLeft,
} from '../../../lib/auth/otp.ts';
import {
	resendOtp,
	validateAndRegister,
	type RegistrationBusy,
} from '../../../stores/registration.ts';
import { useLock } from '../../forms/use-lock.ts';

interface Props {
	/** Where the OTP went, e.g. '+91 9876543210'. */
	sentTo: string;
	otpEndsAt: number | null;
	busy: RegistrationBusy;
}

/** The current time, ticking every second until `endsAt`. */
function useNow(endsAt: number | null): number {
	const [now, setNow] = useState(() => Date.now());
	const running = secondsLeft(endsAt, now) > 0;
	useEffect(() => {
		setNow(Date.now());
		if (!running) return;
		const timer = setInterval(() => setNow(Date.now()), 1000);
		return () => clearInterval(timer);
	}, [endsAt, running]);
	return now;
}

export default function OtpStep({ sentTo, otpEndsAt, busy }: Props) {
	const [digits, setDigits] = useState(emptyDigits);
	const inputs = useRef<Array<HTMLInputElement | null>>([]);
	const [validateLocked, lockValidate] = useLock();
	const [resendLocked, lockResend] = useLock();
	const left = secondsLeft(otpEndsAt, useNow(otpEndsAt));
	const sentAt = useRef(otpEndsAt);

	// A new OTP (Resend) makes the old digits useless.
	useEffect(() => {
		if (sentAt.current === otpEndsAt) return;
		sentAt.current = otpEndsAt;
		setDigits(emptyDigits());
		inputs.current[0]?.focus();
	}, [otpEndsAt]);

	const apply = (next: { digits: string[]; focus: number }) => {
		setDigits(next.digits);
		inputs.current[next.focus]?.focus();
	};

	const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
		event.preventDefault();
		const text = event.clipboardData.getData('text');
		// A whole code fills every box, whichever box it was pasted into.
		apply(enterDigits(digits, normaliseOtp(text).length >= OTP_LENGTH ? 0 : index, text));
	};

	const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Backspace') {
			event.preventDefault();
			apply(backspaceAt(digits, index));
		} else if (event.key === 'ArrowLeft' && index > 0) {
			event.preventDefault();
			inputs.current[index - 1]?.focus();
		} else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
			event.preventDefault();
			inputs.current[index + 1]?.focus();
		}
	};

	const complete = isComplete(digits);
	const submitting = busy === 'register';

	return (
		<form
			className="register-otp"
			noValidate
			aria-labelledby="register-step-heading"
			onSubmit={(event) => {
				event.preventDefault();
				if (!complete || validateLocked || busy !== null) return;
				lockValidate();
				void validateAndRegister(digits.join(''));
			}}
		>
			<fieldset>
				<legend>Enter the 4-digit OTP sent to {sentTo}</legend>
				<div className="register-otp-boxes">
					{digits.map((digit, index) => (
						<input
							key={index}
							ref={(element) => {
								inputs.current[index] = element;
							}}
							className="register-otp-box"
							aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
							inputMode="numeric"
							autoComplete={index === 0 ? 'one-time-code' : 'off'}
							pattern="[0-9]*"
							value={digit}
							onFocus={(event) => event.target.select()}
							onChange={(event) => apply(enterDigits(digits, index, event.target.value))}
							onKeyDown={onKeyDown(index)}
							onPaste={onPaste(index)}
						/>
					))}
				</div>
			</fieldset>
			<p className="register-timer">
				{left > 0 ? `You can resend the OTP in ${formatCountdown(left)}` : "Didn't get the OTP?"}
			</p>
			<p className="visually-hidden" role="status">
				{countdownAnnouncement(left)}
			</p>
			<div className="register-actions">
				<button
					type="button"
					className="form-button secondary"
					disabled={left > 0 || resendLocked || busy !== null}
					aria-busy={busy === 'resend' || undefined}
					onClick={() => {
						lockResend();
						void resendOtp();
					}}
				>
					Resend OTP
				</button>
				<button
					type="submit"
					className="form-button"
					disabled={!complete || validateLocked || busy !== null}
					aria-busy={submitting || undefined}
				>
					Validate
				</button>
			</div>
		</form>
	);
}
