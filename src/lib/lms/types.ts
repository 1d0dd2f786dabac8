/**
 * App types: what pages, islands and stores work with. Mappers in `mappers.ts` turn the raw wire
 * shapes of `wire.ts` into these, applying the spec's defaults, so nothing downstream has to know
 * about `statusCode` vs `status_code`, `"Y"`/`"N"`, empty strings or spelling variants.
 * Absent optional text is `null`, never `''`.
 */

/** Service base URLs for one tenant. */
export interface ApiBases {
	mainApiUrl: string;
	productApiUrl: string;
}

/** M1, with the spec's defaults applied (`website_enable` true when absent; `store` true when e-learning is on). */
export interface Institute {
	id: number;
	name: string;
	websiteEnabled: boolean;
	elearnEnabled: boolean;
	storeEnabled: boolean;
	schoolModel: boolean;
	leadsEnabled: boolean;
	logoUrl: string | null;
	faviconUrl: string | null;
}

/** M2. `accessToken` is base64(`u_id:u_pd`). */
export interface WebAccess {
	accessToken: string;
	thirdPartyAuthToken: string | null;
	webAccess: boolean;
	instituteId: number;
	instituteName: string | null;
}

/** Theme colours are `#RRGGBB`; any invalid colour is dropped (null) so the default applies. */
export interface Theme {
	headingFont: string | null;
	contentFont: string | null;
	backgroundColor: string | null;
	textContentColor: string | null;
	textAnchorColor: string | null;
	borderColor: string | null;
	textHeadingColor: string | null;
}

export interface Integrations {
	metaPixelId: string | null;
	siteVerification: string | null;
	googleAnalyticsId: string | null;
	chatScriptUrl: string | null;
}

export interface SocialLinks {
	address: string | null;
	email: string | null;
	phone: string | null;
	androidAppUrl: string | null;
	iosAppUrl: string | null;
	/** Digits with country code, no `+`. */
	whatsapp: string | null;
	facebookUrl: string | null;
	linkedInUrl: string | null;
	instagramUrl: string | null;
	youtubeUrl: string | null;
	twitterUrl: string | null;
	formUrl: string | null;
	blogUrl: string | null;
}

export interface NavLink {
	title: string;
	/** Normalised: no leading `/` (the slug used with P3 and `/more/{route}`). */
	route: string;
	inNavbar: boolean;
}

export interface Slide {
	id: number;
	imageUrl: string | null;
	name: string | null;
	content: string | null;
}

export interface Testimonial {
	id: number;
	imageUrl: string | null;
	name: string | null;
	content: string | null;
	/** 0 to 5 in half steps (clamped and rounded to the nearest half). */
	rating: number;
}

/** P3 page record (and the about-us details of P1). `html` is raw, unsanitised institute HTML. */
export interface ContentPage {
	id: number | null;
	title: string | null;
	route: string | null;
	bannerImageUrl: string | null;
	html: string | null;
	status: string | null;
	inNavbar: boolean;
}

export interface Course {
	id: number;
	courseType: string | null;
	name: string;
	shortDescription: string | null;
	/** Raw institute HTML. */
	descriptionHtml: string | null;
	imageUrl: string | null;
}

export interface Faq {
	id: number;
	categoryId: number | null;
	categoryName: string | null;
	/** Raw institute HTML (sanitise before rendering). */
	question: string;
	answer: string | null;
	order: number;
}

export interface FaqCategory {
	name: string;
	faqs: Faq[];
}

/** A product in lists, home, orders (P1 `product_details`, P4, P6). */
export interface Product {
	id: number;
	title: string;
	photoUrl: string | null;
	about: string | null;
	shareLink: string | null;
	enrolledDate: string | null;
	expireOn: string | null;
	/** `is_paid: "N"` makes a product free whatever its price. */
	isFree: boolean;
	price: number;
	priceBeforeDiscount: number | null;
	discountPercentage: number;
	offerAvailable: boolean;
	showPurchaseCount: boolean;
	purchaseCount: number;
	/** null when the service does not say (treated as available). */
	remaining: number | null;
	isEnrolled: boolean;
	tag: string | null;
	currencyCode: string;
}

export interface ItemTypeDescription {
	itemType: string;
	description: string | null;
}

/** P7 / P8, spelling variants resolved. */
export interface ProductDetail extends Product {
	productId: number | null;
	soldOut: boolean;
	items: ItemTypeDescription[];
	videoLinks: string[];
	videoUrl: string | null;
}

export interface Offer {
	code: string;
	discountType: string | null;
	discountPercentage: number | null;
	flatDiscountAmount: number | null;
}

/** P9. `entityId` is not the product id: orders are placed with `id`s. */
export interface CartProduct {
	entityId: number;
	id: number;
	title: string;
	logoUrl: string | null;
	durationDays: number | null;
	validFrom: string | null;
	validTo: string | null;
	isEnrolled: boolean;
	isFree: boolean;
	price: number;
	offers: Offer[];
	currencyCode: string;
	countryId: number | null;
}

/** Everything the static build needs for one tenant's pages. */
export interface SiteData {
	/** Tenant domain (host without `www.` or port). */
	domain: string;
	api: ApiBases;
	institute: Institute;
	webAccess: WebAccess;
	logoUrl: string | null;
	faviconUrl: string | null;
	copyrightText: string | null;
	bannerUrl: string | null;
	popUpImageUrl: string | null;
	theme: Theme;
	integrations: Integrations;
	social: SocialLinks;
	navLinks: NavLink[];
	slides: Slide[];
	testimonials: Testimonial[];
	about: ContentPage | null;
	homeFaqs: Faq[];
	popularCourses: Course[];
	popularProducts: Product[];
	/** P2 grouped FAQs; empty when the institute has none (the page then shows built-in samples). */
	faqCategories: FaqCategory[];
	/** P3 pages fetched at build time keyed by slug (navbar pages, policy pages, thank-you). Missing pages are absent. */
	pages: Record<string, ContentPage>;
}
