/**
 * Astro's scoped-style attribute (`data-astro-cid-<hash>`) of one of our components, so the
 * baseline's markup matches the selectors of the stylesheets copied from our build.
 */
export const cid = (hash: string): Record<string, string> => ({ [`data-astro-cid-${hash}`]: '' });

/** BaseLayout.astro, Header.astro, Footer.astro, AppStoreBadges.astro. */
export const LAYOUT = 'z4jru4n3';
export const HEADER = 'isef26zo';
export const FOOTER = 'oenwriqq';
export const BADGES = '2kyuqbig';

/** The cards, lists and sections of the compared pages (one hash per Astro component). */
export const CID = {
	homeHero: 'xtsyadme',
	slider: 'ctzdevjp',
	homeSection: 'yjh2gfsi',
	carousel: '6utngkny',
	cardList: '3k22mewi',
	carouselSlide: '3libzzc3',
	catalogueCard: 'dc4xz5ud',
	courseCard: 'iznwaqg2',
	productTag: 'hprptfwy',
	productCard: 'iwuenyve',
	productPrice: 'c3asqbts',
	productTags: 'bwqo3cpc',
	cartButton: 'o6li4yfo',
	faqEntry: 'n4rtwswm',
	testimonial: 'ndabfdc4',
	stars: 'y5hcdaop',
	popup: 'ng6r3dkb',
	cataloguePage: 'vneucv4n',
	productList: 'kr2x6ada',
	faqList: '5rgjmsci',
	about: 'wchxo55i',
} as const;
