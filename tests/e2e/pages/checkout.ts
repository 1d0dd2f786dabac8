/**
 * Page object for the checkout: its dialogs on the cart page and the sandbox's stand-ins for the
 * three payment providers (sandbox/README.md, "Orders and payments").
 */
import type { Page } from 'playwright/test';

export class Checkout {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	get gatewayDialog() {
		return this.page.getByRole('dialog', { name: 'Choose a payment method' });
	}

	gatewayOption(name: 'Razorpay' | 'PayTabs') {
		return this.gatewayDialog.getByRole('radio', { name: new RegExp(name) });
	}

	get continue() {
		return this.gatewayDialog.getByRole('button', { name: 'Continue' });
	}

	get feeDialog() {
		return this.page.getByRole('dialog', { name: 'Convenience fee' });
	}

	/** The fee dialog's row `label` (Amount, Convenience fee, GST (18%) on the fee, Total). */
	feeRow(label: string) {
		return this.feeDialog
			.locator('div')
			.filter({ has: this.page.getByText(label, { exact: true }) });
	}

	get pay() {
		return this.feeDialog.getByRole('button', { name: 'Pay' });
	}

	/** The sandbox's gateway-one checkout dialog ("Pay ₹…"). */
	get gatewayOne() {
		return this.page.getByRole('dialog', { name: /^Pay / });
	}

	/**
	 * Records the key gateway one's checkout is opened with: wraps the `Razorpay` constructor the
	 * stand-in script defines. Call before the page loads.
	 */
	async recordGatewayOneKey() {
		await this.page.addInitScript(() => {
			const record = globalThis as unknown as Record<string, unknown>;
			let wrapped: unknown;
			Object.defineProperty(globalThis, 'Razorpay', {
				configurable: true,
				get: () => wrapped,
				set(constructor: new (options: { key?: string }) => object) {
					wrapped = new Proxy(constructor, {
						construct(target, args: [{ key?: string }], newTarget) {
							record['gatewayOneKey'] = args[0]?.key;
							return Reflect.construct(target, args, newTarget) as object;
						},
					});
				},
			});
		});
	}

	/** The key gateway one's checkout was opened with (see `recordGatewayOneKey`). */
	gatewayOneKey(): Promise<unknown> {
		return this.page.evaluate(
			() => (globalThis as unknown as Record<string, unknown>)['gatewayOneKey'],
		);
	}

	/** A control of a sandbox payment page or dialog by its label. */
	outcome(label: 'Pay (success)' | 'Fail payment' | 'Cancel' | string) {
		return this.page
			.getByRole('button', { name: label })
			.or(this.page.getByRole('link', { name: label }));
	}
}
