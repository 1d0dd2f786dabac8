/**
 * The sandbox's state in SQLite (`node:sqlite`): students, device sessions, OTPs, orders,
 * enrolments, coupon use, leads and gateway payment records. Seeded from the fixtures.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Fixtures } from './fixtures.ts';
import { hashPassword, randomToken, sha256 } from './secrets.ts';

export interface StudentRow {
	id: number;
	institute_id: number;
	name: string;
	mobile_no: string;
	email_id: string;
	password_hash: string;
	user_type: number;
	blocked: number;
	single_device_login: number;
	registered_device_id: string | null;
	course_type_ids: string;
}

export interface OrderRow {
	id: number;
	student_id: number;
	institute_id: number;
	status: number;
	total_amount: number;
	currency_code: string;
	coupon_code: string | null;
	payment_gateway: string | null;
	transaction_id: string | null;
}

export interface OrderItemRow {
	order_id: number;
	product_id: number;
	price: number;
}

export interface EnrollmentRow {
	product_id: number;
	enrolled_date: string;
	expire_on: string | null;
}

export interface PaymentOrderRow {
	razorpay_order_id: string;
	order_id: number;
	amount_minor: number;
	status: 'created' | 'paid';
	razorpay_payment_id: string | null;
}

export interface PaymentTokenRow {
	token: string;
	gateway: 'gateway-two' | 'gateway-three';
	order_id: number;
	institute_id: number;
	amount: number;
	currency_code: string;
	success_url: string;
	failure_url: string;
	status: 'pending' | 'done';
}

export interface OtpRow {
	id: number;
	code: string;
	verified: number;
}

const TABLES = [
	'students',
	'sessions',
	'otps',
	'orders',
	'order_items',
	'enrollments',
	'coupon_uses',
	'leads',
	'payment_orders',
	'payment_tokens',
	'storage_events',
];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS students (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	institute_id INTEGER NOT NULL,
	name TEXT NOT NULL,
	mobile_no TEXT NOT NULL,
	email_id TEXT NOT NULL,
	password_hash TEXT NOT NULL,
	user_type INTEGER NOT NULL,
	blocked INTEGER NOT NULL DEFAULT 0,
	single_device_login INTEGER NOT NULL DEFAULT 0,
	registered_device_id TEXT,
	course_type_ids TEXT NOT NULL DEFAULT '[]',
	created_at TEXT NOT NULL,
	UNIQUE (institute_id, mobile_no)
);
CREATE TABLE IF NOT EXISTS sessions (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	student_id INTEGER NOT NULL REFERENCES students(id),
	device_id TEXT NOT NULL,
	credential_hash TEXT NOT NULL,
	revoked INTEGER NOT NULL DEFAULT 0,
	created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS otps (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	user_name TEXT NOT NULL,
	institute_id INTEGER NOT NULL,
	code TEXT NOT NULL,
	verified INTEGER NOT NULL DEFAULT 0,
	consumed INTEGER NOT NULL DEFAULT 0,
	created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	student_id INTEGER NOT NULL REFERENCES students(id),
	institute_id INTEGER NOT NULL,
	status INTEGER NOT NULL,
	total_amount REAL NOT NULL,
	currency_code TEXT NOT NULL,
	coupon_code TEXT,
	payment_gateway TEXT,
	transaction_id TEXT,
	created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS order_items (
	order_id INTEGER NOT NULL REFERENCES orders(id),
	product_id INTEGER NOT NULL,
	price REAL NOT NULL,
	PRIMARY KEY (order_id, product_id)
);
CREATE TABLE IF NOT EXISTS enrollments (
	student_id INTEGER NOT NULL REFERENCES students(id),
	product_id INTEGER NOT NULL,
	enrolled_date TEXT NOT NULL,
	expire_on TEXT,
	order_id INTEGER,
	PRIMARY KEY (student_id, product_id)
);
CREATE TABLE IF NOT EXISTS coupon_uses (
	student_id INTEGER NOT NULL REFERENCES students(id),
	institute_id INTEGER NOT NULL,
	coupon_code TEXT NOT NULL,
	order_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS leads (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	institute_id INTEGER NOT NULL,
	name TEXT NOT NULL,
	mobile TEXT NOT NULL,
	email TEXT NOT NULL,
	comments TEXT NOT NULL,
	created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_orders (
	razorpay_order_id TEXT PRIMARY KEY,
	order_id INTEGER NOT NULL REFERENCES orders(id),
	amount_minor INTEGER NOT NULL,
	status TEXT NOT NULL,
	razorpay_payment_id TEXT
);
CREATE TABLE IF NOT EXISTS payment_tokens (
	token TEXT PRIMARY KEY,
	gateway TEXT NOT NULL,
	order_id INTEGER NOT NULL REFERENCES orders(id),
	institute_id INTEGER NOT NULL,
	amount REAL NOT NULL,
	currency_code TEXT NOT NULL,
	success_url TEXT NOT NULL,
	failure_url TEXT NOT NULL,
	status TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS storage_events (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	institute_id INTEGER NOT NULL,
	video_url TEXT NOT NULL,
	created_at TEXT NOT NULL
);
`;

// Ids start high enough to look like the platform's and never collide with 0 ("logged out").
const FIRST_IDS: Record<string, number> = { students: 5000, orders: 70000 };

function now(): string {
	return new Date().toISOString();
}

/** Today's date as `YYYY-MM-DD` (UTC). */
export function today(): string {
	return now().slice(0, 10);
}

/** Typed access to the sandbox tables. */
export class SandboxStore {
	readonly db: DatabaseSync;
	readonly fixtures: Fixtures;
	/** `enrollmentCounts` by its `bought` flag (read-only maps). */
	private readonly enrollmentCountCache = new Map<boolean, ReadonlyMap<number, number>>();
	// Statements by SQL text: preparing one costs more than running it.
	private readonly statements = new Map<string, StatementSync>();

	constructor(file: string, fixtures: Fixtures) {
		if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
		this.db = new DatabaseSync(file);
		this.fixtures = fixtures;
		this.db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
		this.createTables();
		this.seed();
	}

	/** Drops every table and seeds again from the fixtures. */
	reset(): void {
		this.enrollmentCountCache.clear();
		this.db.exec('PRAGMA foreign_keys = OFF;');
		this.statements.clear();
		for (const table of TABLES) this.db.exec(`DROP TABLE IF EXISTS ${table};`);
		this.db.exec('DELETE FROM sqlite_sequence; PRAGMA foreign_keys = ON;');
		this.createTables();
		this.seed();
	}

	close(): void {
		this.db.close();
	}

	private createTables(): void {
		this.db.exec(SCHEMA);
		for (const [table, first] of Object.entries(FIRST_IDS)) {
			this.run(
				`INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)`,
				table,
				first,
				table,
			);
		}
	}

	// Fixture students are created when missing (keyed by institute and mobile), never twice.
	// One transaction: a commit per row made a file database's seed take seconds.
	private seed(): void {
		this.db.exec('BEGIN');
		try {
			this.seedStudents();
			this.db.exec('COMMIT');
		} catch (error) {
			this.db.exec('ROLLBACK');
			throw error;
		}
	}

	private seedStudents(): void {
		// Fixture passwords are public demo data: one scrypt per distinct password, not per student
		// (8,000 bench students took 70 s to hash one by one).
		const hashes = new Map<string, string>();
		const hashOf = (typed: string): string => {
			let hash = hashes.get(typed);
			if (hash === undefined) hashes.set(typed, (hash = hashPassword(typed)));
			return hash;
		};
		for (const tenant of this.fixtures.tenants) {
			const ownId = tenant.institute.lookup.institute_id;
			for (const student of tenant.students) {
				const instituteId = student.institute_id ?? ownId;
				const existing = this.one<{ id: number }>(
					'SELECT id FROM students WHERE institute_id = ? AND mobile_no = ?',
					instituteId,
					student.mobile_no,
				);
				if (existing) continue;
				const id = this.createStudent({
					institute_id: instituteId,
					name: student.name,
					mobile_no: student.mobile_no,
					email_id: student.email_id,
					password_hash: hashOf(student.password),
					user_type: student.user_type,
					blocked: student.blocked ? 1 : 0,
					single_device_login: student.single_device_login ? 1 : 0,
					registered_device_id: student.registered_device_id ?? null,
					course_type_ids: JSON.stringify(student.course_type_ids ?? []),
				});
				if (student.signed_in_device_id) this.openSession(id, student.signed_in_device_id);
				for (const enrolment of student.enrolled_products ?? []) {
					const product = this.fixtures.productById.get(enrolment.product_id)?.product;
					this.enroll(
						id,
						enrolment.product_id,
						enrolment.enrolled_date,
						product?.duration ?? null,
						product?.valid_to_date ?? null,
						null,
					);
				}
			}
		}
	}

	private statement(sql: string): StatementSync {
		let statement = this.statements.get(sql);
		if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
		return statement;
	}

	private run(sql: string, ...params: SQLInputValue[]): number {
		return Number(this.statement(sql).run(...params).lastInsertRowid);
	}

	// node:sqlite returns untyped records; the row interfaces above mirror SCHEMA.
	private one<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
		return this.statement(sql).get(...params) as T | undefined;
	}

	private all<T>(sql: string, ...params: SQLInputValue[]): T[] {
		return this.statement(sql).all(...params) as T[];
	}

	// ----- students ---------------------------------------------------------------------------

	/** Inserts a student and returns the new user id. */
	createStudent(student: Omit<StudentRow, 'id'>): number {
		return this.run(
			`INSERT INTO students (institute_id, name, mobile_no, email_id, password_hash, user_type, blocked,
				single_device_login, registered_device_id, course_type_ids, created_at)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			student.institute_id,
			student.name,
			student.mobile_no,
			student.email_id,
			student.password_hash,
			student.user_type,
			student.blocked,
			student.single_device_login,
			student.registered_device_id,
			student.course_type_ids,
			now(),
		);
	}

	studentById(id: number): StudentRow | undefined {
		return this.one<StudentRow>('SELECT * FROM students WHERE id = ?', id);
	}

	/** Students of the given institutes whose mobile or email (any case) is `identifier`. */
	studentsByIdentifier(instituteIds: number[], identifier: string): StudentRow[] {
		const marks = instituteIds.map(() => '?').join(', ');
		return this.all<StudentRow>(
			`SELECT * FROM students WHERE institute_id IN (${marks}) AND (mobile_no = ? OR lower(email_id) = lower(?)) ORDER BY id`,
			...instituteIds,
			identifier.trim(),
			identifier.trim(),
		);
	}

	updatePasswordHash(studentId: number, passwordHash: string): void {
		this.run('UPDATE students SET password_hash = ? WHERE id = ?', passwordHash, studentId);
	}

	// ----- device sessions --------------------------------------------------------------------

	/** Opens a session for a device and returns its freshly issued credential. */
	openSession(studentId: number, deviceId: string): string {
		const credential = randomToken();
		this.run(
			'INSERT INTO sessions (student_id, device_id, credential_hash, created_at) VALUES (?, ?, ?, ?)',
			studentId,
			deviceId,
			sha256(credential),
			now(),
		);
		return credential;
	}

	/** True when the credential belongs to a live session of the student. */
	isLiveCredential(studentId: number, credential: string): boolean {
		return !!this.one(
			'SELECT 1 FROM sessions WHERE student_id = ? AND credential_hash = ? AND revoked = 0',
			studentId,
			sha256(credential),
		);
	}

	hasLiveSessionElsewhere(studentId: number, deviceId: string): boolean {
		return !!this.one(
			'SELECT 1 FROM sessions WHERE student_id = ? AND device_id <> ? AND revoked = 0',
			studentId,
			deviceId,
		);
	}

	/** Ends every session of the student, or only those of one device. */
	revokeSessions(studentId: number, deviceId?: string): void {
		if (deviceId === undefined) {
			this.run('UPDATE sessions SET revoked = 1 WHERE student_id = ?', studentId);
		} else {
			this.run(
				'UPDATE sessions SET revoked = 1 WHERE student_id = ? AND device_id = ?',
				studentId,
				deviceId,
			);
		}
	}

	// ----- OTPs -------------------------------------------------------------------------------

	saveOtp(userName: string, instituteId: number, code: string): void {
		this.run(
			'INSERT INTO otps (user_name, institute_id, code, created_at) VALUES (?, ?, ?, ?)',
			userName,
			instituteId,
			code,
			now(),
		);
	}

	/** The newest unconsumed OTP sent to `userName`. */
	latestOtp(userName: string): OtpRow | undefined {
		return this.one<OtpRow>(
			'SELECT id, code, verified FROM otps WHERE user_name = ? AND consumed = 0 ORDER BY id DESC LIMIT 1',
			userName,
		);
	}

	markOtpVerified(id: number): void {
		this.run('UPDATE otps SET verified = 1 WHERE id = ?', id);
	}

	/** Consumes a verified OTP of `userName` at the institute; false when there is none. */
	consumeVerifiedOtp(userName: string, instituteId: number): boolean {
		const row = this.one<{ id: number }>(
			'SELECT id FROM otps WHERE user_name = ? AND institute_id = ? AND verified = 1 AND consumed = 0 ORDER BY id DESC LIMIT 1',
			userName,
			instituteId,
		);
		if (!row) return false;
		this.run('UPDATE otps SET consumed = 1 WHERE id = ?', row.id);
		return true;
	}

	// ----- orders and enrolments --------------------------------------------------------------

	createOrder(
		order: Omit<OrderRow, 'id' | 'payment_gateway' | 'transaction_id'>,
		items: Array<Omit<OrderItemRow, 'order_id'>>,
	): number {
		const id = this.run(
			`INSERT INTO orders (student_id, institute_id, status, total_amount, currency_code, coupon_code, created_at)
			 VALUES (?, ?, ?, ?, ?, ?, ?)`,
			order.student_id,
			order.institute_id,
			order.status,
			order.total_amount,
			order.currency_code,
			order.coupon_code,
			now(),
		);
		for (const item of items) {
			this.run(
				'INSERT INTO order_items (order_id, product_id, price) VALUES (?, ?, ?)',
				id,
				item.product_id,
				item.price,
			);
		}
		return id;
	}

	orderById(id: number): OrderRow | undefined {
		return this.one<OrderRow>('SELECT * FROM orders WHERE id = ?', id);
	}

	orderItems(orderId: number): OrderItemRow[] {
		return this.all<OrderItemRow>(
			'SELECT * FROM order_items WHERE order_id = ? ORDER BY product_id',
			orderId,
		);
	}

	setOrderStatus(
		orderId: number,
		status: number,
		gateway: string | null,
		transactionId: string | null,
	): void {
		this.run(
			'UPDATE orders SET status = ?, payment_gateway = coalesce(?, payment_gateway), transaction_id = coalesce(?, transaction_id) WHERE id = ?',
			status,
			gateway,
			transactionId,
			orderId,
		);
	}

	/** Enrols a student in a product (no-op when already enrolled); validity from days or an end date. */
	enroll(
		studentId: number,
		productId: number,
		enrolledDate: string,
		durationDays: number | null,
		validTo: string | null,
		orderId: number | null,
	): void {
		let expireOn = validTo;
		if (durationDays !== null) {
			const end = new Date(`${enrolledDate}T00:00:00Z`);
			end.setUTCDate(end.getUTCDate() + durationDays);
			expireOn = end.toISOString().slice(0, 10);
		}
		this.enrollmentCountCache.clear();
		this.run(
			'INSERT OR IGNORE INTO enrollments (student_id, product_id, enrolled_date, expire_on, order_id) VALUES (?, ?, ?, ?, ?)',
			studentId,
			productId,
			enrolledDate,
			expireOn,
			orderId,
		);
	}

	enrollments(studentId: number): EnrollmentRow[] {
		return this.all<EnrollmentRow>(
			'SELECT product_id, enrolled_date, expire_on FROM enrollments WHERE student_id = ? ORDER BY enrolled_date DESC, product_id',
			studentId,
		);
	}

	/** Ids of the products the student is enrolled in. */
	enrolledProductIds(studentId: number): Set<number> {
		return new Set(this.enrollments(studentId).map((row) => row.product_id));
	}

	/** How many students are enrolled in each product; `bought`: only through an order (P11). */
	enrollmentCounts(bought = false): ReadonlyMap<number, number> {
		// Every product listing asks; counting all enrolments each time made a build of 1,000
		// institutes spend most of the sandbox's time here. Cleared whenever an enrolment is added.
		const cached = this.enrollmentCountCache.get(bought);
		if (cached) return cached;
		const where = bought ? 'WHERE order_id IS NOT NULL ' : '';
		const rows = this.all<{ product_id: number; count: number }>(
			`SELECT product_id, count(*) AS count FROM enrollments ${where}GROUP BY product_id`,
		);
		const counts = new Map(rows.map((row) => [row.product_id, row.count]));
		this.enrollmentCountCache.set(bought, counts);
		return counts;
	}

	// ----- coupons, leads, storage ------------------------------------------------------------

	hasUsedCoupon(studentId: number, instituteId: number, code: string): boolean {
		return !!this.one(
			'SELECT 1 FROM coupon_uses WHERE student_id = ? AND institute_id = ? AND upper(coupon_code) = upper(?)',
			studentId,
			instituteId,
			code,
		);
	}

	recordCouponUse(studentId: number, instituteId: number, code: string, orderId: number): void {
		this.run(
			'INSERT INTO coupon_uses (student_id, institute_id, coupon_code, order_id) VALUES (?, ?, ?, ?)',
			studentId,
			instituteId,
			code,
			orderId,
		);
	}

	addLead(lead: {
		institute_id: number;
		name: string;
		mobile: string;
		email: string;
		comments: string;
	}): number {
		return this.run(
			'INSERT INTO leads (institute_id, name, mobile, email, comments, created_at) VALUES (?, ?, ?, ?, ?, ?)',
			lead.institute_id,
			lead.name,
			lead.mobile,
			lead.email,
			lead.comments,
			now(),
		);
	}

	recordStorageUse(instituteId: number, videoUrl: string): void {
		this.run(
			'INSERT INTO storage_events (institute_id, video_url, created_at) VALUES (?, ?, ?)',
			instituteId,
			videoUrl,
			now(),
		);
	}

	// ----- gateway records --------------------------------------------------------------------

	createPaymentOrder(razorpayOrderId: string, orderId: number, amountMinor: number): void {
		this.run(
			"INSERT INTO payment_orders (razorpay_order_id, order_id, amount_minor, status) VALUES (?, ?, ?, 'created')",
			razorpayOrderId,
			orderId,
			amountMinor,
		);
	}

	paymentOrder(razorpayOrderId: string): PaymentOrderRow | undefined {
		return this.one<PaymentOrderRow>(
			'SELECT * FROM payment_orders WHERE razorpay_order_id = ?',
			razorpayOrderId,
		);
	}

	/** True when a gateway-one payment of the order was verified (M19). */
	isOrderPaid(orderId: number): boolean {
		return !!this.one(
			"SELECT 1 FROM payment_orders WHERE order_id = ? AND status = 'paid'",
			orderId,
		);
	}

	markPaymentOrderPaid(razorpayOrderId: string, paymentId: string): void {
		this.run(
			"UPDATE payment_orders SET status = 'paid', razorpay_payment_id = ? WHERE razorpay_order_id = ?",
			paymentId,
			razorpayOrderId,
		);
	}

	createPaymentToken(token: Omit<PaymentTokenRow, 'status'>): void {
		this.run(
			`INSERT INTO payment_tokens (token, gateway, order_id, institute_id, amount, currency_code, success_url, failure_url, status)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending')`,
			token.token,
			token.gateway,
			token.order_id,
			token.institute_id,
			token.amount,
			token.currency_code,
			token.success_url,
			token.failure_url,
		);
	}

	paymentToken(token: string, gateway: PaymentTokenRow['gateway']): PaymentTokenRow | undefined {
		return this.one<PaymentTokenRow>(
			'SELECT * FROM payment_tokens WHERE token = ? AND gateway = ?',
			token,
			gateway,
		);
	}

	markPaymentTokenDone(token: string): void {
		this.run("UPDATE payment_tokens SET status = 'done' WHERE token = ?", token);
	}
}
