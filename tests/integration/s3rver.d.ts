/** The part of s3rver (CommonJS, no type declarations of its own) the deploy test uses. */
declare module 's3rver' {
	/** Options of an S3 server on loopback storing objects in `directory`. */
	interface S3rverOptions {
		address?: string;
		/** 0: any free port. */
		port?: number;
		silent?: boolean;
		directory?: string;
	}

	/** An S3-compatible server; signatures are checked against the key pair S3RVER / S3RVER. */
	export default class S3rver {
		constructor(options: S3rverOptions);
		/** Starts listening; resolves to the bound address. */
		run(): Promise<{ address: string; port: number }>;
		close(): Promise<void>;
	}
}
