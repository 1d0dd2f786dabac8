/**
 * Parts of an island that only an action shows (a dialog, a later step): they load when first
 * wanted, not with the page, so a form page ships what its first screen needs. While a part
 * loads it shows `loading` (nothing by default). A load that fails (offline) shows `failed` with
 * a retry (nothing by default: the action that needed the part reports the network error), and
 * the part is fetched again when retried or next wanted.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

interface Fallbacks {
	loading?: ReactNode;
	failed?: (retry: () => void) => ReactNode;
}

interface BoundaryProps {
	children: ReactNode;
	onError: () => void;
	failed: ReactNode;
}

// React catches a failed lazy load only in a class component's error boundary.
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
	override state = { failed: false };

	static getDerivedStateFromError(): { failed: boolean } {
		return { failed: true };
	}

	override componentDidCatch(): void {
		this.props.onError();
	}

	override render(): ReactNode {
		return this.state.failed ? this.props.failed : this.props.children;
	}
}

/** A component loaded on first render, e.g. `const Picker = lazyPart(() => import('./Picker.tsx'))`. */
export function lazyPart<P extends object>(
	load: () => Promise<{ default: ComponentType<P> }>,
	fallbacks: Fallbacks = {},
): ComponentType<P> {
	let Loaded = lazy(load);
	let failures = 0;
	const renew = () => {
		failures += 1;
		Loaded = lazy(load);
	};
	return function Part(props: P) {
		const [, rerender] = useState(0);
		const retry = () => rerender((count) => count + 1);
		return (
			<LoadBoundary key={failures} onError={renew} failed={fallbacks.failed?.(retry) ?? null}>
				<Suspense fallback={fallbacks.loading ?? null}>
					<Loaded {...props} />
				</Suspense>
			</LoadBoundary>
		);
	};
}
