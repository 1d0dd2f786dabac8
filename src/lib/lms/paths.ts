/**
 * Every path of CONTRACT.md, written once: the call functions of `calls/` and the lean P3 request
 * of `page-request.ts` build their URLs from here. Paths are appended to the service's base URL
 * (`LMS_API_URL` for M…, `PRODUCT_API_URL` for P…). One export per call, named by its id: import
 * the module as a namespace (`path.M3()`) and a bundle keeps only the paths it uses.
 */
import { normaliseRoute } from './values.ts';

const q = encodeURIComponent;

// Main service (`LMS_API_URL`).
/** M1 GET: the institute of a host. */
export const M1 = (host: string) => `/api/v1/product-ePortal/get?webUrl=${q(host)}`;
/** M2 GET: the web access token (answers 202). */
export const M2 = (instituteId: number) => `/api/v1/institutes/webAccessToken/${instituteId}`;
/** M3 POST: login (answers 201). */
export const M3 = () => '/api/v2/user/v3/login';
/** M4 POST: forgot password. */
export const M4 = () => '/api/v2/user/forgotPassword';
/** M5 POST: generate an OTP. */
export const M5 = () => '/api/v2/user/login/generate_otp';
/** M6 POST: validate an OTP. */
export const M6 = () => '/api/v2/user/login/validate_otp';
/** M7 POST: register. */
export const M7 = () => '/api/v2/user/register';
/** M8 GET: sub-branches. */
export const M8 = (instituteId: number) => `/api/v1/institutes/all/subBranches/${instituteId}`;
/** M9 GET: courses offered at registration. */
export const M9 = (instituteId: number) =>
	`/api/v1/institute/courseMapping/get/${instituteId}?data_for_registeration=true`;
/** M10 GET: country calling codes. */
export const M10 = (instituteId: number) => `/api/v1/institutes/country/${instituteId}`;
/** M11 GET *student*: the profile. */
export const M11 = (userId: number) => `/api/v1/alternateLogin/user/fetch/${userId}`;
/** M12 POST *student*: change password. */
export const M12 = () => '/api/v1/changePwd';
/** M13 POST: contact-form lead. */
export const M13 = () => '/api/v1/extLeads/website';
/** M14 GET *student*: logout of a device. */
export const M14 = (deviceId: string) => `/api/v1/alternateLogin/logout?deviceId=${q(deviceId)}`;
/** M15 GET *student*: payment gateways. */
export const M15 = (instituteId: number) =>
	`/api/v1/payment-gateway/${instituteId}?is_updated_payment_req=true`;
/** M16 POST *student*: gateway-two token. */
export const M16 = () => '/api/v1/payment-gateway/payment/token';
/** Where gateway two's provider returns the browser: M16's `return_url`. */
export const M16_RETURN = (instituteId: number) =>
	`/api/v1/payment-gateway/payments/process/${instituteId}`;
/** M17 POST *student*: gateway-three (PayPal) payment. */
export const M17 = () => '/api/v1/payment-gateway/paypal/payment';
/** M18 POST *student*: gateway-one order. */
export const M18 = () => '/api/v2/onlinePayment/create_order';
/** M19 POST *student*: gateway-one payment detail. */
export const M19 = () => '/api/v2/onlinePayment/update-order-payment-detail';
/** M20 POST *student*: live classes. */
export const M20 = (instituteId: number) => `/api/v1/meeting_manager/getMeeting/${instituteId}`;

// Product service (`PRODUCT_API_URL`).
/** P1 GET: home data. */
export const P1 = (instituteId: number) => `/prod/website/homepage/${instituteId}`;
/** P2 GET: FAQs by category. */
export const P2 = (instituteId: number) => `/prod/website/faqs/${instituteId}?categoryWise=true`;
/** P3 GET: a content page; the slug is sent without a leading `/` (CONTRACT.md, field details). */
export const P3 = (instituteId: number, slug: string) =>
	`/prod/website/page/${instituteId}?slug=${q(normaliseRoute(slug))}`;
/** P4 POST: products (advance filter). */
export const P4 = () => '/prod/student-product/advance-filter/?getAll=true';
/** P5 GET: item types of a product. */
export const P5 = (productId: number) => `/prod/student-product/item-type-description/${productId}`;
/** P6 GET *student*: my products. */
export const P6 = () => '/prod/student-product/my-products';
/** P7 GET: product detail by id. */
export const P7 = (productId: number) => `/prod/student-product/product-description/${productId}`;
/** P8 GET: product detail by reference. */
export const P8 = (proc: string) => `/prod/student-product/product-info?proc=${q(proc)}`;
/** P9 POST: cart products. */
export const P9 = () => '/prod/student-product/cart';
/** P10 POST: apply a coupon. */
export const P10 = () => '/prod/student-product/apply-coupon';
/** P11 POST *student*: place an order. */
export const P11 = () => '/prod/student-product/order';
/** P12 PUT *student*: a gateway-one payment's outcome; P11's path. */
export const P12 = P11;
/** P13 PUT: first play of an uploaded video. */
export const P13 = (videoUrl: string) =>
	`/prod/product/update-consumed-storage?videoUrl=${q(videoUrl)}`;
