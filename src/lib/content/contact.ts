/**
 * Contact details and social links of a tenant (contact page, spec section 2) as ready-to-render
 * links: address to a map search, email to mailto:, phone to tel:, social profiles to their sites,
 * and the institute's enquiry form.
 */
import type { SiteData } from '../site/site-data.ts';
import { webUrlOrNull } from '../lms/values.ts';
import { mapUrl, socialLinks, telHref } from '../site/social.ts';
import { oncePer } from '../memo.ts';

export interface ContactLink {
	label: string;
	href: string;
	/** Leaves the site: rendered with `target="_blank" rel="noopener noreferrer"`. */
	external: boolean;
}

export interface ContactDetails {
	address: ContactLink | null;
	email: ContactLink | null;
	phone: ContactLink | null;
	socials: ContactLink[];
	/** 'Enquiry form' to `form_url`, only when that is an https URL (it collects personal data). */
	enquiryForm: ContactLink | null;
}

/** The enquiry form link's text (issue 18). */
export const ENQUIRY_FORM_TEXT = 'Enquiry form';

/**
 * The contact page's details for a tenant; absent entries are null or left out.
 * Computed once per site data (src/lib/memo.ts).
 */
export const contactDetails = oncePer((site: SiteData): ContactDetails => {
	const { social } = site;
	return {
		address: social.address
			? { label: social.address, href: mapUrl(social.address), external: true }
			: null,
		email: social.email
			? { label: social.email, href: `mailto:${social.email}`, external: false }
			: null,
		phone: social.phone
			? { label: social.phone, href: telHref(social.phone), external: false }
			: null,
		socials: socialLinks(social).map(({ label, href }) => ({ label, href, external: true })),
		enquiryForm: enquiryFormLink(social.formUrl),
	};
});

/** Whether the tenant has any way to be reached; without one the page says details will come. */
export function hasContactDetails(details: ContactDetails): boolean {
	return (
		[details.address, details.email, details.phone, details.enquiryForm].some(
			(link) => link !== null,
		) || details.socials.length > 0
	);
}

/** The enquiry form link for a `form_url`: https only, else null (no link). */
export function enquiryFormLink(formUrl: string | null): ContactLink | null {
	const href = webUrlOrNull(formUrl, ['https:']);
	return href === null ? null : { label: ENQUIRY_FORM_TEXT, href, external: true };
}

/** M13's success message (spec section 7), shown when the server sends none. */
export const LEAD_SENT_TEXT = 'Message send successfully!';
