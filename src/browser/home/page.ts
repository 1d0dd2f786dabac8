/**
 * Home's own behaviour in one module, one request rather than four: the banner slider and the
 * carousels (each enhanced at the visitor's first touch or a few seconds after it shows:
 * enhance-later.ts), the testimonials' image fallback, and the pop-up image with the dialog-command
 * polyfill. Each part finds its elements and does nothing on a home without them. The course and
 * product cards bring their own scripts, which the catalogue pages share.
 */
import './hero.ts';
import './carousel.ts';
import './image-fallback.ts';
import './dialog-commands.ts';
import './popup.ts';
