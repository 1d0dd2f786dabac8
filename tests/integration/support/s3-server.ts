/**
 * An S3-compatible server (s3rver) on loopback for the deploy tests, storing into a folder, with
 * one bucket and a deploy target on it.
 */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createDeployTarget, type DeployTarget } from '../../../scripts/lib/deploy/bucket.ts';

/** A running server, the target on its bucket, and the `DEPLOY_S3_*` variables that reach it. */
export interface S3Server {
	server: S3rver;
	target: DeployTarget;
	endpoint: string;
	env: Record<string, string>;
}

/** Starts a server storing into `directory` with `bucket` created; keys under `prefix`. */
export async function startS3Server(
	directory: string,
	bucket: string,
	prefix: string,
): Promise<S3Server> {
	const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
	const { port } = await server.run();
	const endpoint = `http://127.0.0.1:${port}`;
	// s3rver checks request signatures against this fixed key pair.
	const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
	const target = createDeployTarget({
		endpoint,
		bucket,
		prefix,
		region: 'us-east-1',
		credentials,
		forcePathStyle: true,
	});
	await target.client.send(new CreateBucketCommand({ Bucket: bucket }));
	const env = {
		DEPLOY_S3_ENDPOINT: endpoint,
		DEPLOY_S3_BUCKET: bucket,
		DEPLOY_S3_PREFIX: prefix,
		DEPLOY_S3_ACCESS_KEY_ID: credentials.accessKeyId,
		DEPLOY_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
	};
	return { server, target, endpoint, env };
}
