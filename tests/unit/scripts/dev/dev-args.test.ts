/**
 * scripts/lib/dev/dev-args.ts: which tenant `npm run dev -- [<domain>]` serves, and the message
 * for an argument it cannot use.
 */
import { describe, expect, it } from 'vitest';
import type { TenantEntry } from '../../../../config/tenants.ts';
import { chooseTenant, DevArgsError } from '../../../../scripts/lib/dev/dev-args.ts';

const tenant = (domain: string): TenantEntry => ({
	domain,
	lmsApiUrl: null,
	productApiUrl: null,
	consentBanner: true,
	lang: null,
});
const TENANTS = [tenant('sunrise-academy.in'), tenant('greenfield-school.edu.in')];

describe('chooseTenant', () => {
	it.each([
		['no argument: the first tenant', [], 'sunrise-academy.in'],
		['a listed domain', ['greenfield-school.edu.in'], 'greenfield-school.edu.in'],
		[
			'written with capitals and www.',
			['WWW.Greenfield-School.edu.in'],
			'greenfield-school.edu.in',
		],
		['written as an address', ['https://sunrise-academy.in/courses'], 'sunrise-academy.in'],
	])('%s', (_case, args, domain) => {
		expect(chooseTenant(args, TENANTS, 'tenants.json')).toEqual({
			help: false,
			tenant: expect.objectContaining({ domain }),
		});
	});

	it.each([['--help'], ['-h']])('%s asks for the usage', (arg) => {
		expect(chooseTenant([arg], TENANTS, 'tenants.json')).toEqual({ help: true });
	});

	it.each([
		[
			'an unknown domain names every known one',
			['unknown.in'],
			TENANTS,
			'Unknown domain "unknown.in": tenants.json lists: sunrise-academy.in, greenfield-school.edu.in.',
		],
		[
			'two domains',
			['sunrise-academy.in', 'greenfield-school.edu.in'],
			TENANTS,
			'One domain at a time, not 2 (sunrise-academy.in greenfield-school.edu.in).',
		],
		['an option it does not know', ['--force'], TENANTS, 'Unknown option --force.'],
		['a tenants file without tenants', [], [], 'tenants.json lists no tenant to serve.'],
	])('refuses %s', (_case, args, tenants, message) => {
		const choose = () => chooseTenant(args, tenants, 'tenants.json');
		expect(choose).toThrow(DevArgsError);
		expect(choose).toThrow(message);
	});
});
