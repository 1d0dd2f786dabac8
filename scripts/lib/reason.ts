/** The words of a failure for a report line or a job's reason: an Error's message, else the value as text. */
export function reasonOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
