/**
 * The site footer of src/components/layout/Footer.astro: contact details, important links,
 * policies, social icons, app-store badges and the copyright strip.
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { POLICY_LINKS, mainMenu } from '../../../../src/lib/site/navigation.ts';
import { appStoreLinks, socialLinks, type SocialNetwork } from '../../../../src/lib/site/social.ts';
import { contactDetails } from '../../../../src/lib/content/contact.ts';
import { BADGES, cid, FOOTER } from './cid.ts';

const c = cid(FOOTER);
const b = cid(BADGES);

const GLYPHS: Record<SocialNetwork, string> = {
	facebook: 'f',
	instagram: 'IG',
	linkedin: 'in',
	youtube: '▶',
	twitter: 'X',
	whatsapp: 'W',
	blog: 'B',
};

function SocialIcon({ network }: { network: SocialNetwork }) {
	const glyph = GLYPHS[network];
	return (
		<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="social-icon">
			<circle cx="16" cy="16" r="16" fill="currentColor"></circle>
			<text
				x="16"
				y="21"
				textAnchor="middle"
				fontFamily="system-ui, sans-serif"
				fontSize={glyph.length > 1 ? 12 : 15}
				fontWeight="700"
				fill="var(--color-background)"
			>
				{glyph}
			</text>
		</svg>
	);
}

function Links({ links }: { links: ReadonlyArray<{ label: string; href: string }> }) {
	return (
		<ul className="links" {...c}>
			{links.map((link) => (
				<li key={link.href} {...c}>
					<a className="tap-target" href={link.href} {...c}>
						{link.label}
					</a>
				</li>
			))}
		</ul>
	);
}

export function Footer({ site }: { site: SiteData }) {
	const menu = mainMenu(site);
	const socials = socialLinks(site.social);
	const { address, email, phone } = contactDetails(site);
	const contacts = [address, email, phone].filter((link) => link !== null);
	const stores = appStoreLinks(site.social);
	return (
		<footer className="site-footer" {...c}>
			<div className="container columns" {...c}>
				<section aria-labelledby="footer-contact" {...c}>
					<h2 id="footer-contact" {...c}>
						Contact
					</h2>
					<ul className="links" {...c}>
						{contacts.map((link) => (
							<li key={link.href} {...c}>
								<a
									className="tap-target"
									href={link.href}
									{...(link.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
									{...c}
								>
									{link.label}
								</a>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="footer-links" {...c}>
					<h2 id="footer-links" {...c}>
						Important links
					</h2>
					<Links links={[...menu.before, ...menu.after]} />
				</section>
				<section aria-labelledby="footer-policies" {...c}>
					<h2 id="footer-policies" {...c}>
						Policies
					</h2>
					<Links links={POLICY_LINKS} />
				</section>
				{(socials.length > 0 || stores.length > 0) && (
					<section aria-labelledby="footer-follow" {...c}>
						<h2 id="footer-follow" {...c}>
							Follow us
						</h2>
						{socials.length > 0 && (
							<ul className="icons" {...c}>
								{socials.map((entry) => (
									<li key={entry.href} {...c}>
										<a href={entry.href} rel="noopener noreferrer" target="_blank" {...c}>
											<SocialIcon network={entry.network} />
											<span className="visually-hidden" {...c}>
												{entry.label}
											</span>
										</a>
									</li>
								))}
							</ul>
						)}
						{stores.length > 0 && (
							<div className="stores" {...c}>
								<ul className="app-badges" {...b}>
									{stores.map((link) => (
										<li key={link.href} {...b}>
											<a
												className="badge"
												href={link.href}
												rel="noopener noreferrer"
												target="_blank"
												{...b}
											>
												{link.label}
											</a>
										</li>
									))}
								</ul>
							</div>
						)}
					</section>
				)}
			</div>
			<p className="copyright" {...c}>
				{site.copyrightText ??
					`© ${new Date().getFullYear()} ${site.institute.name}. All rights reserved.`}
			</p>
		</footer>
	);
}
