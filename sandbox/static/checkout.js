/*
 * Sandbox stand-in for gateway one's checkout.js (Razorpay) with the same surface:
 *   var rzp = new Razorpay({ key, amount, currency, order_id, name, description, prefill, handler,
 *                            modal: { ondismiss }, theme: { color } });
 *   rzp.on('payment.failed', function (response) { response.error.code ... });
 *   rzp.open();
 * open() shows an in-page dialog with 'Pay (success)', 'Fail payment' and 'Cancel'. The payment
 * id and signature come from the sandbox server (POST /sandbox/razorpay/pay), which signs
 * `order_id|payment_id` with HMAC-SHA256 as the real provider does; M19 verifies it. Under the
 * sandbox's payment-declined scenario the server declines Pay too: 'payment.failed' fires and the
 * dialog stays open, as the real one does.
 */
(function () {
	'use strict';
	var script = document.currentScript;
	var sandboxOrigin = script && script.src ? new URL(script.src).origin : window.location.origin;
	var dialogCount = 0;

	function formatAmount(minorUnits, currency) {
		var major = (Number(minorUnits) || 0) / 100;
		var figures = major.toLocaleString('en-IN', {
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
		});
		return (currency || 'INR') === 'INR' ? '\u20b9' + figures : currency + ' ' + figures;
	}

	function Razorpay(options) {
		if (!(this instanceof Razorpay)) return new Razorpay(options);
		if (!options || !options.key) throw new Error('Razorpay (sandbox): options.key is required');
		this.options = options;
		this.listeners = {};
		this.overlay = null;
	}

	Razorpay.prototype.on = function (event, callback) {
		(this.listeners[event] = this.listeners[event] || []).push(callback);
		return this;
	};

	Razorpay.prototype.emit = function (event, payload) {
		(this.listeners[event] || []).forEach(function (callback) {
			callback(payload);
		});
	};

	Razorpay.prototype.close = function () {
		if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
		this.overlay = null;
	};

	Razorpay.prototype.pay = function (outcome) {
		var self = this;
		return fetch(sandboxOrigin + '/sandbox/razorpay/pay', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ order_id: self.options.order_id, outcome: outcome }),
		}).then(function (response) {
			return response.json().then(function (body) {
				if (!response.ok) {
					var message = (body && body.message) || 'Payment could not be processed';
					return {
						error: {
							code: 'BAD_REQUEST_ERROR',
							description: message,
							source: 'sandbox',
							step: 'payment_initiation',
							reason: 'input_validation_failed',
							metadata: { order_id: self.options.order_id, payment_id: '' },
						},
					};
				}
				return body;
			});
		});
	};

	Razorpay.prototype.open = function () {
		var self = this;
		var options = self.options;
		if (self.overlay) return;
		dialogCount += 1;
		var titleId = 'sandbox-razorpay-title-' + dialogCount;
		var color = (options.theme && options.theme.color) || '#2563eb';

		var overlay = document.createElement('div');
		overlay.setAttribute('data-sandbox-razorpay', '');
		overlay.style.cssText =
			'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483646;font-family:system-ui,sans-serif';
		var dialog = document.createElement('div');
		dialog.setAttribute('role', 'dialog');
		dialog.setAttribute('aria-modal', 'true');
		dialog.setAttribute('aria-labelledby', titleId);
		dialog.style.cssText =
			'background:#fff;color:#111;border-radius:12px;padding:24px;min-width:300px;max-width:92vw;box-shadow:0 10px 40px rgba(0,0,0,.3);border-top:6px solid ' +
			color;

		var title = document.createElement('h2');
		title.id = titleId;
		title.style.cssText = 'margin:0 0 8px;font-size:20px';
		title.textContent = 'Pay ' + formatAmount(options.amount, options.currency);
		var about = document.createElement('p');
		about.style.cssText = 'margin:0 0 4px;color:#374151';
		about.textContent = [options.name, options.description].filter(Boolean).join(' \u2013 ');
		var note = document.createElement('p');
		note.style.cssText = 'margin:0 0 16px;color:#6b7280;font-size:13px';
		note.textContent =
			'Sandbox checkout (order ' + (options.order_id || '?') + '): no real payment is made.';
		var status = document.createElement('p');
		status.setAttribute('role', 'status');
		status.style.cssText = 'min-height:1em;margin:0 0 8px;color:#b91c1c;font-size:13px';

		function button(label, background, onClick) {
			var element = document.createElement('button');
			element.type = 'button';
			element.textContent = label;
			element.style.cssText =
				'margin:4px 8px 4px 0;padding:10px 14px;border:0;border-radius:8px;cursor:pointer;color:#fff;background:' +
				background;
			element.addEventListener('click', onClick);
			return element;
		}

		function setBusy(busy) {
			Array.prototype.forEach.call(dialog.querySelectorAll('button'), function (element) {
				element.disabled = busy;
			});
		}

		function cancel() {
			self.close();
			if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
		}

		var payButton = button('Pay (success)', '#16a34a', function () {
			setBusy(true);
			self.pay('success').then(
				function (result) {
					if (result.error) {
						setBusy(false);
						status.textContent = result.error.description;
						self.emit('payment.failed', result);
						return;
					}
					self.close();
					if (typeof options.handler === 'function') options.handler(result);
				},
				function () {
					setBusy(false);
					status.textContent = 'Could not reach the sandbox.';
				},
			);
		});
		var failButton = button('Fail payment', '#dc2626', function () {
			setBusy(true);
			self.pay('failed').then(
				function (result) {
					self.close();
					self.emit('payment.failed', result.error ? result : { error: result });
				},
				function () {
					setBusy(false);
					status.textContent = 'Could not reach the sandbox.';
				},
			);
		});
		var cancelButton = button('Cancel', '#4b5563', cancel);

		dialog.addEventListener('keydown', function (event) {
			if (event.key === 'Escape') cancel();
		});
		dialog.appendChild(title);
		dialog.appendChild(about);
		dialog.appendChild(note);
		dialog.appendChild(status);
		dialog.appendChild(payButton);
		dialog.appendChild(failButton);
		dialog.appendChild(cancelButton);
		overlay.appendChild(dialog);
		document.body.appendChild(overlay);
		self.overlay = overlay;
		payButton.focus();
	};

	window.Razorpay = Razorpay;
})();
