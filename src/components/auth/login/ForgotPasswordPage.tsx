/**
 * The /forgot route's island (spec section 2, route reading): the forgot-password form with the
 * page's toasts.
 */
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import Toaster from '../../feedback/Toaster.tsx';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';
import './login.css';

interface Props {
	config: ClientConfig;
	/** Id of the page's h1. */
	labelledBy: string;
}

/** Forgot Password as a page. */
export default function ForgotPasswordPage({ config, labelledBy }: Props) {
	return (
		<>
			<ForgotPasswordForm config={config} id="forgot" labelledBy={labelledBy} />
			<Toaster />
		</>
	);
}
