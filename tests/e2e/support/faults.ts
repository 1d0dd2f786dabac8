/**
 * The fault matrix's plumbing (tests/e2e/fault-matrix.spec.ts): the six faults as the sandbox's
 * `x-sandbox-fault` header values, a switch that puts one on a page's own requests of one call
 * (so parallel tests never see each other's faults), the page's clock, and two watches: the error
 * notices a page showed, and what it left unhandled.
 */
import { expect, type Page, type Request } from 'playwright/test';

/** The faults of issue 13's matrix, in its order. */
export const FAULT_IDS = ['500', '503', '403', 'malformed', 'drop', 'timeout'] as const;
export type FaultId = (typeof FAULT_IDS)[number];

/**
 * Each fault as the sandbox's header (sandbox/README.md, "Faults and scenarios"):
 * - 500 and 403: the service's own JSON error, which carries its message;
 * - 503: what a proxy in front of the service answers in an outage, an HTML page (no message);
 * - malformed: HTTP 200 whose body is not JSON;
 * - drop: the connection closes without an answer;
 * - timeout: no answer at all, until the client's 20 s timeout gives up.
 */
export const FAULT_HEADERS: Readonly<Record<FaultId, string>> = {
	'500': 'status=500',
	'503': 'status=503;malformed',
	'403': 'status=403',
	malformed: 'malformed',
	drop: 'drop',
	timeout: 'timeout',
};

/** Spec section 9: the services' request timeout. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Past the timeout by this much, so it has fired. */
const PAST_TIMEOUT_MS = 300;
/** Longer than the page's own locks (2 to 3 s after a click, spec section 9). */
const LOCKS_MS = 3_000;

/** Which requests are the call's: a URL pattern and, where a path serves two calls, the method. */
export interface CallRoute {
	url: string | RegExp;
	method?: 'GET' | 'POST' | 'PUT';
}

/**
 * Puts a fault on the page's requests of one call while armed, through the sandbox's header (not
 * a Playwright fulfil or abort: the sandbox itself misbehaves), and drives the page's clock,
 * installed before the page loads and flowing as usual: for `timeout` it jumps to just past the
 * client's 20 s timeout, which so fires at once rather than after 20 real seconds, and before a
 * retry past the page's own locks.
 */
export class FaultSwitch {
	readonly page: Page;
	readonly fault: FaultId;
	private header: string | null = null;
	private faulted: Request | null = null;
	/** When the faulted request was seen (the page's clock equals the real one until then). */
	private faultedAt = 0;
	private readonly ended: Promise<void>;
	private end: () => void = () => undefined;

	private constructor(page: Page, fault: FaultId) {
		this.page = page;
		this.fault = fault;
		this.ended = new Promise((resolve) => (this.end = resolve));
		const settle = (request: Request) => {
			if (request === this.faulted) this.end();
		};
		page.on('requestfinished', settle);
		page.on('requestfailed', settle);
	}

	/** Routes the call's requests on `page` (before the page loads); the fault starts disarmed. */
	static async on(page: Page, route: CallRoute, fault: FaultId): Promise<FaultSwitch> {
		const faults = new FaultSwitch(page, fault);
		await page.clock.install();
		await page.route(route.url, (intercepted) => {
			const request = intercepted.request();
			const header = faults.header;
			if (header === null || (route.method && request.method() !== route.method)) {
				return intercepted.continue();
			}
			if (faults.faulted === null) {
				faults.faulted = request;
				faults.faultedAt = Date.now();
			}
			return intercepted.continue({
				headers: { ...request.headers(), 'x-sandbox-fault': header },
			});
		});
		return faults;
	}

	/** The fault is on from now on. */
	arm(): void {
		this.header = FAULT_HEADERS[this.fault];
	}

	/** The fault is off: the same action works again (the retry). */
	clear(): void {
		this.header = null;
	}

	/**
	 * Waits until the faulted request has ended (an answer, or its failure); for `timeout`, first
	 * moves the clock to just past the client's timeout.
	 */
	async strike(): Promise<void> {
		if (this.fault === 'timeout') {
			await expect.poll(() => this.faulted !== null).toBe(true);
			const now = await this.pageTime();
			await this.page.clock.runFor(
				Math.max(0, this.faultedAt + REQUEST_TIMEOUT_MS + PAST_TIMEOUT_MS - now),
			);
		}
		await this.ended;
	}

	/** Moves the clock past the page's locks (a retry need not wait them out). */
	skipLocks(): Promise<void> {
		return this.page.clock.runFor(LOCKS_MS);
	}

	// The page's time; the page may be between documents (a redirect): ask until one answers.
	private async pageTime(): Promise<number> {
		let now = 0;
		await expect
			.poll(async () => (now = await this.page.evaluate(() => Date.now()).catch(() => 0)))
			.toBeGreaterThan(0);
		return now;
	}
}

/** Collects what a page left unhandled: uncaught errors and rejections, and their console lines. */
export function watchUnhandled(page: Page): () => string[] {
	const problems: string[] = [];
	page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
	page.on('console', (message) => {
		if (message.type() === 'error' && /Uncaught|Unhandled/i.test(message.text())) {
			problems.push(`console: ${message.text()}`);
		}
	});
	return () => [...problems];
}

/**
 * Records, per document, the text of every error notice the page shows (an island's toast or a
 * vanilla page's notice), however briefly; `shown` reads the current document's record.
 */
export async function watchErrorNotices(page: Page): Promise<() => Promise<string[]>> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		// One batch of changes may name a notice twice (added itself, and inside an added parent).
		const recorded = new WeakSet<Element>();
		(globalThis as unknown as { errorNotices: string[] }).errorNotices = seen;
		const record = (node: Node) => {
			if (!(node instanceof Element)) return;
			const notices = node.matches('.toast-error, .notice-error')
				? [node]
				: [...node.querySelectorAll('.toast-error, .notice-error')];
			for (const notice of notices) {
				if (recorded.has(notice)) continue;
				recorded.add(notice);
				seen.push(notice.querySelector('.toast-message, p')?.textContent ?? '');
			}
		};
		new MutationObserver((changes) => {
			for (const change of changes) change.addedNodes.forEach(record);
		}).observe(document, { childList: true, subtree: true });
	});
	return () =>
		page
			.evaluate(() => (globalThis as unknown as { errorNotices?: string[] }).errorNotices ?? [])
			.catch(() => ['(page between documents)']);
}
