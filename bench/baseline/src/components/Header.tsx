/**
 * The site header of src/components/layout/Header.astro: logo, main menu with MORE, STUDENT LOGIN
 * or MY ACCOUNT, and the cart with its count.
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { useEffect, useState } from 'react';
import {
	ariaCurrent,
	mainMenu,
	moreLinks,
	showsStudentEntries,
} from '../../../../src/lib/site/navigation.ts';
import type { MenuLink } from '../../../../src/lib/site/navigation.ts';
import { cartIds } from '../cart.ts';
import { cid, HEADER } from './cid.ts';

const WIDE = '(min-width: 1025px)';
const c = cid(HEADER);

function MenuItem({ link, path }: { link: MenuLink; path: string }) {
	return (
		<li {...c}>
			<a href={link.href} aria-current={ariaCurrent(link.href, path)} {...c}>
				{link.label}
			</a>
		</li>
	);
}

export function Header({ site, path }: { site: SiteData; path: string }) {
	const menu = mainMenu(site);
	const more = moreLinks(site);
	const logo = site.logoUrl ?? site.institute.logoUrl;
	const student = showsStudentEntries(site);
	const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
	useEffect(() => {
		const query = matchMedia(WIDE);
		const update = () => setWide(query.matches);
		query.addEventListener('change', update);
		return () => query.removeEventListener('change', update);
	}, []);
	const count = cartIds().length;
	return (
		<header className="site-header" data-site-header {...c}>
			<div className="container bar" {...c}>
				<a className="brand" href="/" aria-label={`${site.institute.name}, home`} {...c}>
					{logo ? (
						<img src={logo} alt={`${site.institute.name} logo`} height="44" {...c} />
					) : (
						<span {...c}>{site.institute.name}</span>
					)}
				</a>
				<details className="menu" data-menu open={wide} {...c}>
					<summary aria-label="Menu" {...c}>
						<span className="menu-open-icon" aria-hidden="true" {...c}>
							☰
						</span>
						<span className="menu-close-icon" aria-hidden="true" {...c}>
							✕
						</span>
					</summary>
					<div className="menu-backdrop" data-menu-backdrop aria-hidden="true" {...c}></div>
					<nav aria-label="Main" {...c}>
						<ul {...c}>
							{menu.before.map((link) => (
								<MenuItem key={link.href} link={link} path={path} />
							))}
							{more.length > 0 && (
								<li {...c}>
									<details className="more" {...c}>
										<summary {...c}>MORE</summary>
										<ul {...c}>
											{more.map((link) => (
												<MenuItem key={link.href} link={link} path={path} />
											))}
										</ul>
									</details>
								</li>
							)}
							{menu.after.map((link) => (
								<MenuItem key={link.href} link={link} path={path} />
							))}
							{student && (
								<li className="when-logged-out when-web-access" {...c}>
									<a className="login" href="/login" {...c}>
										STUDENT LOGIN
									</a>
								</li>
							)}
							<li className="when-logged-in" {...c}>
								<details className="more account" {...c}>
									<summary {...c}>MY ACCOUNT</summary>
									<ul {...c}>
										{student && (
											<li className="when-web-access" {...c}>
												<a href="/dashboard" {...c}>
													DASHBOARD
												</a>
											</li>
										)}
										<li {...c}>
											<button type="button" className="logout" data-logout {...c}>
												LOGOUT
											</button>
										</li>
									</ul>
								</details>
							</li>
						</ul>
					</nav>
				</details>
				<a className="cart" href="/cart" aria-label="Cart" data-cart-link {...c}>
					<span
						className="badge"
						data-cart-count
						data-count={count > 0 ? String(count) : undefined}
						aria-hidden="true"
						{...c}
					></span>
					<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" {...c}>
						<path
							fill="currentColor"
							d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.9 2H21l-3.6 7H8.1l-1 2H19v2H4l2.7-5.1L3 4H1V2h3.3l.9 2Z"
							{...c}
						/>
					</svg>
				</a>
			</div>
			<dialog
				className="web-access"
				data-web-access-popup
				aria-labelledby="web-access-heading"
				{...c}
			>
				<h2 id="web-access-heading" {...c}>
					Web access is off
				</h2>
				<p data-web-access-text {...c}></p>
				<p {...c}>
					<a data-web-access-link rel="noopener noreferrer" target="_blank" {...c}></a>
				</p>
				<button type="button" className="ok" data-web-access-ok {...c}>
					OK
				</button>
			</dialog>
		</header>
	);
}
