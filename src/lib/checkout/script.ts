/**
 * Gateway one's checkout script (CONTRACT.md: `RAZORPAY_CHECKOUT_URL`), loaded only when the
 * student pays with it, never before; and the part of its `Razorpay` surface the checkout uses.
 */

/** The handler's reply on success (sent to M19 as is; the client never checks the signature). */
export interface GatewayOneSuccess {
	razorpay_payment_id: string;
	razorpay_order_id: string;
	razorpay_signature: string;
}

/** The `payment.failed` event's payload (the fields the checkout reads). */
export interface GatewayOneFailure {
	error?: { description?: string; metadata?: { payment_id?: string } };
}

/** The options of `new Razorpay(...)`. */
export interface GatewayOneOptions {
	key: string;
	amount: number;
	currency: string;
	order_id: string;
	name: string;
	description: string;
	prefill: { name?: string; email?: string; contact?: string };
	handler: (reply: GatewayOneSuccess) => void;
	modal: { ondismiss: () => void };
	theme?: { color: string };
}

/** A checkout instance. */
export interface GatewayOneCheckout {
	open(): void;
	on(event: 'payment.failed', callback: (reply: GatewayOneFailure) => void): void;
}

/** The script's global constructor. */
export type GatewayOneConstructor = new (options: GatewayOneOptions) => GatewayOneCheckout;

const loading = new Map<string, Promise<GatewayOneConstructor>>();

/**
 * Loads the script at `url` once per page (a failed load is tried again next time) and resolves
 * with its `Razorpay` constructor; rejects when the script cannot load or defines none.
 */
export function loadGatewayOne(
	url: string,
	doc: Document = document,
): Promise<GatewayOneConstructor> {
	const existing = loading.get(url);
	if (existing) return existing;
	const promise = new Promise<GatewayOneConstructor>((resolve, reject) => {
		const script = doc.createElement('script');
		script.src = url;
		script.async = true;
		script.addEventListener('load', () => {
			const constructor = (doc.defaultView as unknown as { Razorpay?: GatewayOneConstructor })
				?.Razorpay;
			if (typeof constructor === 'function') resolve(constructor);
			else reject(new Error(`${url} defines no Razorpay`));
		});
		script.addEventListener('error', () => {
			script.remove();
			reject(new Error(`${url} could not be loaded`));
		});
		doc.head.append(script);
	});
	loading.set(url, promise);
	promise.catch(() => loading.delete(url));
	return promise;
}
