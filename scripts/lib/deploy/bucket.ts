/**
 * The S3 calls of a deploy, on one tenant's folder of the bucket (`<prefix><domain>/`): list it,
 * read and write its manifest (at `<prefix>.deploy/<domain>/`, outside it), upload a file, delete
 * stale objects. Works with AWS S3 and
 * S3-compatible stores (MinIO, R2, s3rver in the tests).
 */
import {
	CopyObjectCommand,
	DeleteObjectsCommand,
	GetObjectCommand,
	ListObjectsV2Command,
	NoSuchKey,
	PutObjectCommand,
	S3Client,
	type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppEnv, DeployConfig } from '../../../config/env.ts';
import { ConfigError } from '../../../config/schema.ts';
import { REVALIDATE } from '../serve/cache-control.ts';
import {
	LEGACY_MANIFEST_PATH,
	MANIFEST_FOLDER,
	MANIFEST_NAME,
	parseManifest,
	type LocalFile,
	type Manifest,
	type RemoteObject,
} from './plan.ts';

/** The bucket a deploy writes to, and the client that reaches it. */
export interface DeployTarget {
	client: S3Client;
	bucket: string;
	/** '' or ending with `/`; a tenant's files are at `<prefix><domain>/<path>`. */
	prefix: string;
}

/** The deploy settings of `env`; a ConfigError naming `DEPLOY_S3_BUCKET` when it is unset. */
export function requireDeployConfig(env: AppEnv): DeployConfig {
	if (env.deploy) return env.deploy;
	throw new ConfigError([
		'environment: DEPLOY_S3_BUCKET: is not set; a deploy needs the bucket to upload to (see .env.example)',
	]);
}

/** A client for `config` (from `AppEnv.deploy`). */
export function createDeployTarget(config: DeployConfig): DeployTarget {
	const options: S3ClientConfig = { region: config.region, forcePathStyle: config.forcePathStyle };
	if (config.credentials) options.credentials = config.credentials;
	if (config.endpoint !== null) {
		options.endpoint = config.endpoint;
		// The SDK's default CRC32 checksums (trailing, aws-chunked bodies) are AWS-only; most
		// S3-compatible stores reject or mis-store them, so send one only where S3 requires it.
		options.requestChecksumCalculation = 'WHEN_REQUIRED';
		options.responseChecksumValidation = 'WHEN_REQUIRED';
	}
	return { client: new S3Client(options), bucket: config.bucket, prefix: config.prefix };
}

/** The key prefix of a tenant's folder. */
export const folder = (target: DeployTarget, domain: string) => `${target.prefix}${domain}/`;

/** Every object of the tenant's folder, by site path (ListObjectsV2, 1,000 keys a request). */
export function listTenantObjects(target: DeployTarget, domain: string): Promise<RemoteObject[]> {
	return listObjects(target, folder(target, domain));
}

/** Every object whose key starts with `base`, by the rest of its key. */
export async function listObjects(target: DeployTarget, base: string): Promise<RemoteObject[]> {
	const objects: RemoteObject[] = [];
	let token: string | undefined;
	do {
		const page = await target.client.send(
			new ListObjectsV2Command({
				Bucket: target.bucket,
				Prefix: base,
				...(token ? { ContinuationToken: token } : {}),
			}),
		);
		for (const object of page.Contents ?? [])
			if (object.Key)
				objects.push({ path: object.Key.slice(base.length), etag: object.ETag ?? '' });
		token = page.IsTruncated ? page.NextContinuationToken : undefined;
	} while (token);
	return objects;
}

/** The key of the tenant's manifest: `<prefix>.deploy/<domain>/manifest.json`, never served. */
export const manifestKey = (target: DeployTarget, domain: string) =>
	`${target.prefix}${MANIFEST_FOLDER}/${domain}/${MANIFEST_NAME}`;

/** The key where deploys once kept the manifest, inside the served folder. */
export const legacyManifestKey = (target: DeployTarget, domain: string) =>
	folder(target, domain) + LEGACY_MANIFEST_PATH;

/** Whether the tenant's listing (`listTenantObjects`) still holds a manifest at the old key. */
export const hasLegacyManifest = (remote: readonly RemoteObject[]) =>
	remote.some((object) => object.path === LEGACY_MANIFEST_PATH);

/**
 * The tenant's manifest (at the old key when `legacy`), or null when there is none yet or it
 * cannot be read as one.
 */
export async function readManifest(
	target: DeployTarget,
	domain: string,
	legacy = false,
): Promise<Manifest | null> {
	const key = legacy ? legacyManifestKey(target, domain) : manifestKey(target, domain);
	const text = await readText(target, key);
	return text === null ? null : parseManifest(text);
}

/** The text of the object at `key`, or null when there is none. */
export async function readText(target: DeployTarget, key: string): Promise<string | null> {
	try {
		const reply = await target.client.send(
			new GetObjectCommand({ Bucket: target.bucket, Key: key }),
		);
		return (await reply.Body?.transformToString('utf8')) ?? '';
	} catch (error) {
		if (error instanceof NoSuchKey) return null;
		throw error;
	}
}

/** Uploads one site file with its headers and sha256 (`x-amz-meta-sha256`); returns its ETag. */
export async function uploadFile(
	target: DeployTarget,
	domain: string,
	siteDir: string,
	file: LocalFile,
): Promise<string> {
	const reply = await target.client.send(
		new PutObjectCommand({
			Bucket: target.bucket,
			Key: folder(target, domain) + file.path,
			Body: await readFile(join(siteDir, file.path)),
			ContentType: file.contentType,
			CacheControl: file.cacheControl,
			Metadata: { sha256: file.sha256 },
		}),
	);
	return reply.ETag ?? '';
}

/** Stores the tenant's manifest (revalidated: it changes with every deploy). */
export function writeManifest(
	target: DeployTarget,
	domain: string,
	manifest: Manifest,
): Promise<void> {
	return writeJson(target, manifestKey(target, domain), manifest);
}

/** Stores `value` as JSON at `key`, revalidated: a manifest changes with every deploy. */
export async function writeJson(target: DeployTarget, key: string, value: unknown): Promise<void> {
	await target.client.send(
		new PutObjectCommand({
			Bucket: target.bucket,
			Key: key,
			Body: JSON.stringify(value),
			ContentType: 'application/json',
			CacheControl: REVALIDATE,
		}),
	);
}

// DeleteObjects takes at most 1,000 keys a request.
const DELETE_BATCH = 1000;

/** Deletes the tenant's objects at `paths`; throws naming the keys a store refused to delete. */
export function deleteObjects(
	target: DeployTarget,
	domain: string,
	paths: readonly string[],
): Promise<void> {
	return deleteKeys(
		target,
		paths.map((path) => folder(target, domain) + path),
	);
}

/** Deletes the objects at `allKeys`; throws naming the keys a store refused to delete. */
export async function deleteKeys(target: DeployTarget, allKeys: readonly string[]): Promise<void> {
	for (let start = 0; start < allKeys.length; start += DELETE_BATCH) {
		const keys = allKeys.slice(start, start + DELETE_BATCH);
		const reply = await target.client.send(
			new DeleteObjectsCommand({
				Bucket: target.bucket,
				Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
			}),
		);
		const failed = reply.Errors ?? [];
		if (failed.length > 0)
			throw new Error(
				`could not delete ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`,
			);
	}
}

/** Copies the object at `from` to `to` in the bucket, with its headers; returns the new ETag. */
export async function copyObject(target: DeployTarget, from: string, to: string): Promise<string> {
	const reply = await target.client.send(
		new CopyObjectCommand({
			Bucket: target.bucket,
			// The copy source is a URL path: each segment of the key encoded.
			CopySource: [target.bucket, ...from.split('/')].map(encodeURIComponent).join('/'),
			Key: to,
			MetadataDirective: 'COPY',
		}),
	);
	return reply.CopyObjectResult?.ETag ?? '';
}
