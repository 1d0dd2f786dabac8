/**
 * The login screen's Forgot Password dialog (spec section 2); closes once the password is sent.
 */
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';
import FormDialog from './FormDialog.tsx';

interface Props {
	config: ClientConfig;
	open: boolean;
	onClose: () => void;
}

/** Forgot Password as a modal dialog. */
export default function ForgotPasswordDialog({ config, open, onClose }: Props) {
	return (
		<FormDialog open={open} heading="Forgot Password" onClose={onClose}>
			{(headingId) => (
				<ForgotPasswordForm
					config={config}
					id="forgot-dialog"
					labelledBy={headingId}
					onClose={onClose}
					onSent={onClose}
				/>
			)}
		</FormDialog>
	);
}
