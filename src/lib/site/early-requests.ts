/**
 * The requests a page's inline script starts as the parser reaches it, before the page's modules
 * load (issue 32, part 1): the cart's P9, My Orders' P6 and My Profile's M11, whose answers are
 * the pages' largest paint. Each is sent with what the lean transport would send
 * (lib/lms/lean/fetch.ts: address, headers, body, timeout) and left under `EARLY_REQUESTS`, keyed as the
 * transport keys the request it is about to send (lib/lms/lean/early.ts), so the transport takes
 * the answer instead of asking again, and only for the very same request.
 *
 * The code runs inside the page's stored-state script (inline-scripts.ts), after its reader:
 * `j(key)` the stored JSON, `v` the logged-in user id (0 for none), and for the cart `c`, the
 * stored cart's ids (null for an empty or corrupt cart).
 */
import { EARLY_REQUESTS } from '../lms/lean/early.ts';
import { serviceUrl } from '../lms/lean/fetch.ts';
import { cartPath } from '../lms/lean/cart.ts';
import { myProductsPath } from '../lms/lean/paths.ts';
import { PROFILE_PATH_PREFIX } from '../lms/lean/profile.ts';
import { SERVICE_TIMEOUT_MS } from '../lms/values.ts';
import type { ClientConfig } from './client-config.ts';
import { json } from './script-json.ts';

/** The pages that start their data in their inline script. */
export type EarlyPage = 'cart' | 'orders' | 'profile';

/** A page's early request: which page, and the tenant's services. */
export interface EarlyRequest {
	page: EarlyPage;
	config: Pick<ClientConfig, 'mainApiUrl' | 'productApiUrl' | 'instituteId'>;
}

// `S(method, url, serviceHeaders, authorization, body)`: sends and keeps the answer (null for a
// failure) under the transport's key.
const SEND = `S=(M,U,h,A,b)=>(window[${json(EARLY_REQUESTS)}]||=[]).push({key:[M,U,h['x-prod-user-id']??'',A,b].join('\\n'),reply:fetch(U,{method:M,headers:{Source:'WEB',Accept:'application/json',...b&&{'Content-Type':'application/json'},...h,...A&&{Authorization:A}},body:b||void 0,signal:AbortSignal.timeout(${SERVICE_TIMEOUT_MS})}).catch(()=>null)})`;

// `H(userId)`: the product service's auth headers (lib/lms/auth.ts `productAuthHeaders`).
const productHeaders = (instituteId: number) =>
	`H=y=>{const q=1e4+Math.floor(Math.random()*9e4);return{'session-id':String(q),'x-proc-authorization':String(BigInt(${json(instituteId)})*BigInt(q)),'x-prod-inst-id':${json(String(instituteId))},'x-prod-user-id':y}}`;

/**
 * The statement that starts `request`'s page's data; empty for none. My Orders' and My Profile's
 * run only where the dashboard's guard found a session.
 */
export function earlyRequestCode(request: EarlyRequest | null): string {
	if (!request) return '';
	const { page, config } = request;
	switch (page) {
		case 'cart':
			return `if(c){const ${SEND},${productHeaders(config.instituteId)};S('POST',${json(serviceUrl(config.productApiUrl, cartPath()))},H(v?String(v):''),'',JSON.stringify({product_ids:c}))}`;
		case 'orders':
			return `{const ${SEND},${productHeaders(config.instituteId)};S('GET',${json(serviceUrl(config.productApiUrl, myProductsPath()))},H(String(v)),j('session').studentAuth,'')}`;
		case 'profile':
			return `{const ${SEND};S('GET',${json(serviceUrl(config.mainApiUrl, PROFILE_PATH_PREFIX))}+v,{},j('session').studentAuth,'')}`;
	}
}
