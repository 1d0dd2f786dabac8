/**
 * The checkout's dialogs (spec section 2 "Cart and checkout"): the gateway selection (INR with
 * gateways one and two; gateway one selected by default) and the extra charge (gateway one's
 * convenience fee: amount, fee, GST and total, with 2 decimals). They read `$checkout` and call
 * the checkout's actions; the cart island mounts them, loaded, once the student proceeds.
 */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { formatMinor } from '../../lib/money.ts';
import {
	cancelCheckout,
	confirmFee,
	confirmGateway,
	selectGateway,
} from '../../stores/checkout-requests.ts';
import { $checkout, type CheckoutStep } from '../../stores/checkout.ts';
import { useModalDialog } from '../feedback/use-modal-dialog.ts';
import { CHECKOUT_DIALOG_TEXTS as TEXTS } from './texts.ts';
import '../feedback/feedback.css';
import './checkout.css';
import '../../styles/controls.css';

function GatewayDialog({ open, selected }: { open: boolean; selected: 'one' | 'two' }) {
	const { dialogProps } = useModalDialog(open, cancelCheckout);
	const headingId = useId();
	return (
		<dialog
			{...dialogProps}
			className="dialog alert-dialog checkout-dialog"
			aria-labelledby={headingId}
		>
			<h2 id={headingId}>{TEXTS.chooseHeading}</h2>
			{open && (
				<form
					method="dialog"
					onSubmit={(event) => {
						event.preventDefault();
						void confirmGateway();
					}}
				>
					<fieldset className="checkout-gateways">
						<legend className="visually-hidden">{TEXTS.chooseHeading}</legend>
						{(['one', 'two'] as const).map((id) => (
							<label key={id} className="choice checkout-gateway">
								<input
									type="radio"
									name="gateway"
									value={id}
									checked={selected === id}
									onChange={() => selectGateway(id)}
								/>
								<span>{TEXTS.gateways[id]}</span>
							</label>
						))}
					</fieldset>
					<div className="alert-actions">
						<button type="button" className="button button-secondary" onClick={cancelCheckout}>
							{TEXTS.close}
						</button>
						<button type="submit" className="button">
							{TEXTS.proceed}
						</button>
					</div>
				</form>
			)}
		</dialog>
	);
}

type FeeStep = Extract<CheckoutStep, { kind: 'fee' }>;

function FeeDialog({ step }: { step: FeeStep | null }) {
	const { dialogProps } = useModalDialog(step !== null, cancelCheckout);
	const headingId = useId();
	const rows = step
		? ([
				[TEXTS.amount, step.fee.payableMinor],
				[TEXTS.fee, step.fee.feeMinor],
				[TEXTS.gst, step.fee.gstMinor],
			] as const)
		: [];
	return (
		<dialog
			{...dialogProps}
			className="dialog alert-dialog checkout-dialog"
			aria-labelledby={headingId}
		>
			<h2 id={headingId}>{TEXTS.feeHeading}</h2>
			{step && (
				<>
					<p>{TEXTS.feeIntro}</p>
					<dl className="checkout-fee">
						{rows.map(([label, minor]) => (
							<div key={label}>
								<dt>{label}</dt>
								<dd>{formatMinor(minor, step.currency, 'always')}</dd>
							</div>
						))}
						<div className="checkout-fee-total">
							<dt>{TEXTS.total}</dt>
							<dd data-fee-total>{formatMinor(step.fee.totalMinor, step.currency, 'always')}</dd>
						</div>
					</dl>
					<div className="alert-actions">
						<button type="button" className="button button-secondary" onClick={cancelCheckout}>
							{TEXTS.back}
						</button>
						<button type="button" className="button" onClick={() => void confirmFee()}>
							{TEXTS.pay}
						</button>
					</div>
				</>
			)}
		</dialog>
	);
}

/** Both dialogs; each is open while the checkout is at its step. */
export default function CheckoutDialogs() {
	const step = useStore($checkout);
	return (
		<>
			<GatewayDialog
				open={step.kind === 'choose'}
				selected={step.kind === 'choose' ? step.selected : 'one'}
			/>
			<FeeDialog step={step.kind === 'fee' ? step : null} />
		</>
	);
}
