/**
 * HomePopup.astro: opens once per session at the visitor's first input, with our pages' module.
 */
import { useEffect, useRef } from 'react';
import { openAtFirstInput } from '../../../../src/browser/home/popup.ts';
import { cid, CID } from './cid.ts';

const p = cid(CID.popup);

/** HomePopup.astro: opens once per session at the visitor's first input, as on our home. */
export function HomePopup({
	imageUrl,
	instituteName,
}: {
	imageUrl: string;
	instituteName: string;
}) {
	const dialog = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		if (dialog.current) openAtFirstInput(dialog.current);
	}, []);
	return (
		<dialog
			ref={dialog}
			id="home-popup"
			className="popup"
			data-home-popup
			aria-label={`${instituteName} announcement`}
			data-image={imageUrl}
			{...{ closedby: 'any' }}
			{...p}
		>
			<button
				type="button"
				className="close"
				{...{ commandfor: 'home-popup', command: 'close' }}
				{...p}
			>
				<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" {...p}>
					<path
						fill="currentColor"
						d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z"
						{...p}
					/>
				</svg>
				<span className="visually-hidden" {...p}>
					Close
				</span>
			</button>
		</dialog>
	);
}
