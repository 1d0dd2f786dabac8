/**
 * The course cards' behaviour on the courses pages: the dialog-command polyfill (for browsers
 * without invoker commands) and the image fallback. Bundled into an inline script
 * (src/server/site/course-cards-script.ts), so the courses list, a content page, loads no
 * script file beyond the header's.
 */
import '../home/dialog-commands.ts';
import '../home/image-fallback.ts';
