/**
 * Values written into inline scripts (inline-scripts.ts, early-requests.ts, the web fonts'
 * loader).
 */

/** A value as JSON inside an inline script: `<` escaped, so `</script>` or `<!--` in it cannot end or confuse the element. */
export const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
