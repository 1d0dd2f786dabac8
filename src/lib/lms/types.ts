/**
 * App types: what pages, islands and stores work with. The mappers (`mappers/<group>.ts`, and the
 * lean readers in `lean/`) turn the raw wire shapes of `wire/<group>.ts` into these, applying the
 * spec's defaults, so nothing downstream has to know about `statusCode` vs `status_code`,
 * `"Y"`/`"N"`, empty strings or spelling variants. Absent optional text is `null`, never `''`.
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

/**
 * What `fetchSiteData` gathers from the LMS for one tenant's pages: P1's home data and the rest.
 * The build adds its own settings to make the site data (src/lib/site/site-data.ts).
 */
export interface FetchedSiteData extends Homepage {
	/** Tenant domain (host without `www.` or port). */
	domain: string;
	api: ApiBases;
	institute: Institute;
	webAccess: WebAccess;
	/** P2 grouped FAQs; empty when the institute has none (the page then shows built-in samples). */
	faqCategories: FaqCategory[];
	/** P4: every product of the store, as an anonymous visitor sees it (not enrolled). */
	products: Product[];
	/**
	 * P7 (items from P5 when P7 lists none): the detail of every product in `products`, in the same
	 * order; each has a prerendered detail page.
	 */
	productDetails: ProductDetail[];
	/**
	 * M10 and M9 for the registration form, fetched at build time so the form needs no request
	 * before the student acts; null when a call failed (the form then asks at run time).
	 */
	registrationOptions: { countryCodes: CountryCode[] | null; courses: CourseType[] | null };
	/** P3 pages fetched at build time keyed by slug (navbar pages, policy pages, thank-you). Missing pages are absent. */
	pages: Record<string, ContentPage>;
}

/** The page-independent home data of P1, with the spec's defaults applied. */
export interface Homepage {
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
}

/** M3 request. `userId`/`userType` are 0 on the first try, the chosen entry's ids on re-login. */
export interface LoginRequest {
	userName: string;
	/** As typed. */
	password: string;
	deviceId: string;
	logoutFromAllDevices?: boolean;
	userId?: number;
	userType?: number;
	/** The chosen entry's institute on re-login; the client's institute otherwise. */
	instituteId?: number;
}

/** One M3 result. `credential` is the server-issued password; null in refused results and list entries. */
export interface LoginResult {
	userId: number;
	userType: number;
	credential: string | null;
	instituteId: number;
	deviceId: string | null;
	name: string | null;
	/** 0 normal; 10 logged in elsewhere; 11 unregistered device; 13 blocked. */
	loginOption: number;
	instituteName: string | null;
	email: string | null;
	mobile: string | null;
	/** Null for user type 99 (spec section 6). */
	studentId: number | null;
	countryId: number | null;
	/** With a leading `+`. */
	countryCallingCode: string | null;
	currencyCode: string;
	onlinePaymentEnabled: boolean;
	singleDeviceLogin: boolean;
	convenienceFeeEnabled: boolean;
	convenienceFeePercentage: number;
}

/** M7 request; `password` as typed (the client encodes it). */
export interface RegisterRequest {
	name: string;
	email: string;
	password: string;
	mobile: string;
	courseTypeIds: number[];
	deviceId: string;
	/** An M10 entry's id, or `NO_COUNTRY_ID` (0, src/lib/validation/register.ts) without one. */
	countryId: number;
}

/** M7 result; logs the student in like a login result. */
export interface RegisterResult {
	userId: number;
	userType: number;
	credential: string;
	instituteId: number;
	deviceId: string | null;
	singleDeviceLogin: boolean;
	onlinePaymentEnabled: boolean;
}

/** M5 request. */
export interface GenerateOtpRequest {
	userName: string;
	email: string;
	/** An M10 entry's id, or `NO_COUNTRY_ID` (0, src/lib/validation/register.ts) without one. */
	countryId: number;
	appHashCode?: string;
}

/** M8 entry. */
export interface Branch {
	instituteId: number;
	name: string;
}

/** M9 entry: a course offered at registration. */
export interface CourseType {
	id: number;
	name: string;
}

/** M10 entry. */
export interface CountryCode {
	id: number;
	/** With a leading `+`. */
	callingCode: string;
	isDefault: boolean;
}

/** M11. */
export interface Profile {
	name: string | null;
	email: string | null;
	mobile: string | null;
	courses: string[];
}

/** M12 request; both passwords as typed. */
export interface ChangePasswordRequest {
	userId: number;
	oldPassword: string;
	newPassword: string;
}

/** M13 request. */
export interface LeadRequest {
	name: string;
	mobile: string;
	email: string;
	comments: string;
}

/** M15. A null gateway is absent; null fee fields mean "use the login result's". */
export interface PaymentGateways {
	gatewayOne: { active: boolean; publicToken: string | null; oAuthDone: boolean } | null;
	gatewayTwo: {
		active: boolean;
		procturGateway: boolean;
		merchantId: string | null;
		email: string | null;
	} | null;
	gatewayThree: { procturGateway: boolean } | null;
	paymentEnabled: boolean | null;
	convenienceFeeEnabled: boolean | null;
	convenienceFeePercentage: number | null;
}

/** M16 (gateway two) and M17 (gateway three) request. */
export interface GatewayPaymentRequest {
	entityId: number;
	/** The payable in minor units; sent in the currency's major unit. */
	amountMinor: number;
	currencyCode: string;
	userId: number;
	/** The tenant site's origin, e.g. `https://example.in`. */
	siteUrl: string;
}

/** M16 result: the browser goes to `redirectUrl`. */
export interface GatewayTwoToken {
	tokenId: string;
	redirectUrl: string;
}

/** M18 request: the total charged (payable + fee + GST on the fee) in minor units (paise). */
export interface PaymentOrderRequest {
	totalMinor: number;
	entityId: number;
	userId: number;
}

/** M18 result; `razorpayOrderId` null means 'Payment Order is not created.' */
export interface PaymentOrder {
	orderId: number | string;
	razorpayOrderId: string | null;
}

/** M19 request (from the gateway-one checkout handler). */
export interface PaymentDetail {
	razorpayPaymentId: string;
	razorpayOrderId: string;
	razorpaySignature: string;
	orderId: number | string;
}

/** P4 filter; both lists may be empty. */
export interface ProductFilter {
	itemTypes?: string[];
	courses?: string[];
}

/**
 * P10, its discount in minor units of the cart's currency. `offerApplyDto` is opaque and sent back
 * as is in P11 and P12.
 */
export interface CouponResult {
	discountMinor: number;
	offerApplyDto: unknown;
}

/**
 * P11 request; `totalMinor` is the payable after discount, without convenience fee, in minor units
 * of `currencyCode` (sent in the major unit).
 */
export interface PlaceOrderRequest {
	productIds: number[];
	totalMinor: number;
	currencyCode: string;
	offerApplyDto?: unknown;
}

/** P11 result. */
export interface OrderResult {
	entityId: number;
	/** 10 awaiting payment, 20 paid, 30 failed. */
	status: number;
	totalAmount: number;
	productOwnerInstituteId: number | null;
	/** Status 20 or total 0: placed at once without payment. */
	placedWithoutPayment: boolean;
}

/** P12 request, after gateway one's M19 succeeds (20) or its payment fails (30). */
export interface UpdateOrderRequest {
	entityId: number;
	transactionId: string;
	status: 20 | 30;
	accountType: 'Proctur' | 'Client';
	gatewayName: string;
	countryId: number | null;
	currencyCode: string;
	paytabToken?: string | null;
	/** The amount charged in minor units; sent in the major unit. */
	amountMinor: number;
	userId: number;
	offerApplyDto?: unknown;
}

/** M20: one live class as the dashboard lists it. */
export interface Meeting {
	title: string;
	when: string | null;
}
