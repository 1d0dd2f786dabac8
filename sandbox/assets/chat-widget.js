// Sandbox stand-in for an institute's chat widget: a harmless badge, no network calls.
(function () {
	if (document.getElementById('sandbox-chat-widget')) return;
	var badge = document.createElement('button');
	badge.id = 'sandbox-chat-widget';
	badge.type = 'button';
	badge.textContent = 'Chat with us';
	badge.setAttribute('aria-label', 'Chat with us (sandbox chat widget)');
	badge.style.cssText =
		'position:fixed;right:16px;bottom:16px;z-index:2147483000;min-height:44px;padding:10px 16px;border:0;' +
		'border-radius:999px;background:#111827;color:#fff;font:14px system-ui,sans-serif;cursor:pointer';
	badge.addEventListener('click', function () {
		badge.textContent = 'Thanks! An advisor will reply soon (sandbox).';
	});
	document.body.appendChild(badge);
})();
