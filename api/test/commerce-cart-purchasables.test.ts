import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { Db } from '../src/core/db/types';
import { purchasableKind } from '../src/modules/commerce/purchasables/registry';
import type { Shopper } from '../src/modules/commerce/shopper';
import { courseEnrollees, courses, courseTargetOrganizations, specializationEnrollees } from '../src/modules/lms/tables';
import { startTestServer, type TestServer } from './support/test-server';
import { createCourse, createMembers, daysFromNow, enrollmentCountOf, setConfig } from './support/lms-fixtures';
import { createSpecialization, paidCourse } from './support/commerce-cart-fixtures';

/**
 * The purchasable kinds (commerce/purchasables): what they describe, refuse,
 * give and take back, called as checkout and refunds call them, inside a
 * transaction of the caller's.
 */

let server: TestServer;
let demo: number;
let nour: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

const db = () => server.database.db;
const course = purchasableKind('COURSE');
const specialization = purchasableKind('SPECIALIZATION');
const inTx = <T>(work: (tx: Db) => Promise<T>) => db().transaction(work);
const newMember = async (organizationId = demo) => (await createMembers(db(), organizationId, 1))[0]!;
const shopper = (organizationId: number, userId: number): Shopper => ({ organizationId, userId, language: 'en', now: new Date() });
const ref = (organizationId: number, userId: number, itemId: number) => ({ organizationId, userId, itemId, now: new Date() });
const enrolled = (userId: number) => db().select({ courseId: courseEnrollees.courseId, specializationId: courseEnrollees.specializationId })
  .from(courseEnrollees).where(eq(courseEnrollees.userId, userId)).orderBy(courseEnrollees.courseId);

describe('COURSE', () => {
  test("describes the course at the member's organization's price, with its old price and seats left", async () => {
    const member = await newMember(nour);
    const courseId = await paidCourse(db(), demo, { name: 'Offered twice', briefDescription: 'Brief', startDate: daysFromNow(3), maxEnrollmentCount: 10, enrollmentCount: 4 });
    await db().insert(courseTargetOrganizations).values({ courseId, organizationId: nour, price: 7_500, oldPrice: 9_000, isDiscounted: true });
    const snapshot = await inTx((tx) => course.describe(tx, ref(nour, member.id, courseId)));
    expect(snapshot).toMatchObject({
      itemType: 'COURSE', itemId: courseId, title: 'Offered twice', titleAr: 'Offered twice', description: 'Brief', descriptionAr: 'Brief',
      price: 7_500, oldPrice: 9_000, capacityLeft: 6, imageUrl: null, state: 'PAYMENT_REQUIRED',
    });
    expect(snapshot!.startsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await inTx((tx) => course.refusal(tx, snapshot!, shopper(nour, member.id)))).toBeNull();
  });

  test('null for a course outside the catalogue the member sees (unpublished, another organization\'s)', async () => {
    const member = await newMember();
    for (const courseId of [await paidCourse(db(), demo, { isPublished: false }), await paidCourse(db(), nour)]) {
      expect(await inTx((tx) => course.describe(tx, ref(demo, member.id, courseId)))).toBeNull();
    }
  });

  test('refuses: owned ord-001; free, full, closed ord-003', async () => {
    const member = await newMember();
    const owned = await paidCourse(db(), demo);
    await db().insert(courseEnrollees).values({ organizationId: demo, courseId: owned, userId: member.id });
    const cases: Array<[number, string]> = [
      [owned, 'ord-001'],
      [await createCourse(db(), demo), 'ord-003'],
      [await paidCourse(db(), demo, { maxEnrollmentCount: 2, enrollmentCount: 2 }), 'ord-003'],
      [await paidCourse(db(), demo, { endDate: daysFromNow(-1) }), 'ord-003'],
    ];
    for (const [courseId, code] of cases) {
      const refusal = await inTx(async (tx) => course.refusal(tx, (await course.describe(tx, ref(demo, member.id, courseId)))!, shopper(demo, member.id)));
      expect({ courseId, refusal }).toEqual({ courseId, refusal: code });
    }
  });

  test('fulfil enrolls in a paid course (no enr-005), counts the seat, and is idempotent', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo, { maxEnrollmentCount: 5 });
    const give = () => inTx((tx) => course.fulfil(tx, { organizationId: demo, userId: member.id, itemId: courseId, orderId: 1 }));
    expect(await give()).toBe('DONE');
    expect(await give()).toBe('DONE');
    expect(await enrollmentCountOf(db(), courseId)).toEqual({ counter: 1, rows: 1 });
  });

  test("fulfil answers FULL when the last seat went while the member paid, and the caller's transaction goes on", async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo, { maxEnrollmentCount: 1 });
    const other = await newMember();
    expect(await inTx((tx) => course.fulfil(tx, { organizationId: demo, userId: other.id, itemId: courseId, orderId: 1 }))).toBe('DONE');
    const outcome = await inTx(async (tx) => {
      const answer = await course.fulfil(tx, { organizationId: demo, userId: member.id, itemId: courseId, orderId: 2 });
      // The completing transaction keeps working after the savepoint rolled back.
      await tx.update(courses).set({ briefDescription: 'still writable' }).where(eq(courses.id, courseId));
      return answer;
    });
    expect(outcome).toBe('FULL');
    expect(await enrollmentCountOf(db(), courseId)).toEqual({ counter: 1, rows: 1 });
    const [row] = await db().select({ brief: courses.briefDescription }).from(courses).where(eq(courses.id, courseId));
    expect(row!.brief).toBe('still writable');
  });

  test('fulfil answers FULL for a course that closed or left the catalogue while the member paid (it is refunded, not lost)', async () => {
    const member = await newMember();
    const closed = await paidCourse(db(), demo, { endEnrollmentDate: daysFromNow(-1) });
    const withdrawn = await paidCourse(db(), demo, { isDeleted: true });
    for (const itemId of [closed, withdrawn]) {
      expect(await inTx((tx) => course.fulfil(tx, { organizationId: demo, userId: member.id, itemId, orderId: 1 }))).toBe('FULL');
    }
    expect(await enrolled(member.id)).toEqual([]);
  });

  test('reverse unenrolls and gives the seat back; again, nothing changes', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    await inTx((tx) => course.fulfil(tx, { organizationId: demo, userId: member.id, itemId: courseId, orderId: 1 }));
    for (let i = 0; i < 2; i += 1) await inTx((tx) => course.reverse(tx, { organizationId: demo, userId: member.id, itemId: courseId }));
    expect(await enrollmentCountOf(db(), courseId)).toEqual({ counter: 0, rows: 0 });
  });

  test('the paid option of enrollInCourse still applies every other rule (self-enrollment off: FULL, nothing written)', async () => {
    const member = await newMember();
    const courseId = await paidCourse(db(), demo);
    const restore = await setConfig(db(), demo, CONFIG_KEYS.selfEnrollmentEnabled, false);
    try {
      expect(await inTx((tx) => course.fulfil(tx, { organizationId: demo, userId: member.id, itemId: courseId, orderId: 1 }))).toBe('FULL');
    } finally {
      await restore();
    }
    expect(await enrolled(member.id)).toEqual([]);
  });
});

describe('SPECIALIZATION', () => {
  test('describes it at its price, its seats the fewest of its courses not yet the member\'s', async () => {
    const member = await newMember();
    const a = await createCourse(db(), demo, { maxEnrollmentCount: 3, enrollmentCount: 1 });
    const b = await paidCourse(db(), demo, { maxEnrollmentCount: 10 });
    const id = await createSpecialization(db(), demo, [a, b], 45_000);
    const snapshot = await inTx((tx) => specialization.describe(tx, ref(demo, member.id, id)));
    expect(snapshot).toMatchObject({ itemType: 'SPECIALIZATION', price: 45_000, oldPrice: null, capacityLeft: 2, state: 'PAYMENT_REQUIRED' });
  });

  test('refuses: enrolled ord-001; free, a course full, no courses, every course owned ord-003', async () => {
    const member = await newMember();
    const enrolledIn = await createSpecialization(db(), demo, [await createCourse(db(), demo)]);
    await db().insert(specializationEnrollees).values({ organizationId: demo, specializationId: enrolledIn, userId: member.id });
    const ownedCourse = await createCourse(db(), demo);
    await db().insert(courseEnrollees).values({ organizationId: demo, courseId: ownedCourse, userId: member.id });
    const cases: Array<[number, string]> = [
      [enrolledIn, 'ord-001'],
      [await createSpecialization(db(), demo, [await createCourse(db(), demo)], 0), 'ord-003'],
      [await createSpecialization(db(), demo, [await createCourse(db(), demo, { maxEnrollmentCount: 1, enrollmentCount: 1 })]), 'ord-003'],
      [await createSpecialization(db(), demo, []), 'ord-003'],
      [await createSpecialization(db(), demo, [ownedCourse]), 'ord-003'],
    ];
    for (const [id, code] of cases) {
      const refusal = await inTx(async (tx) => specialization.refusal(tx, (await specialization.describe(tx, ref(demo, member.id, id)))!, shopper(demo, member.id)));
      expect({ id, refusal }).toEqual({ id, refusal: code });
    }
  });

  test('fulfil enrolls in each course (paid ones too) through the specialization; idempotent', async () => {
    const member = await newMember();
    const [a, b] = [await createCourse(db(), demo), await paidCourse(db(), demo)];
    const id = await createSpecialization(db(), demo, [a, b]);
    for (let i = 0; i < 2; i += 1) {
      expect(await inTx((tx) => specialization.fulfil(tx, { organizationId: demo, userId: member.id, itemId: id, orderId: 1 }))).toBe('DONE');
    }
    expect(await enrolled(member.id)).toEqual([{ courseId: a, specializationId: id }, { courseId: b, specializationId: id }]);
    expect((await enrollmentCountOf(db(), b)).counter).toBe(1);
  });

  test('fulfil answers FULL when one course filled up: no course of it is enrolled', async () => {
    const member = await newMember();
    const open = await createCourse(db(), demo);
    const filled = await createCourse(db(), demo, { maxEnrollmentCount: 1 });
    const id = await createSpecialization(db(), demo, [open, filled]);
    await db().update(courses).set({ enrollmentCount: 1 }).where(eq(courses.id, filled));
    expect(await inTx((tx) => specialization.fulfil(tx, { organizationId: demo, userId: member.id, itemId: id, orderId: 1 }))).toBe('FULL');
    expect(await enrolled(member.id)).toEqual([]);
    expect((await enrollmentCountOf(db(), open)).counter).toBe(0);
  });

  test('reverse takes back only the courses it enrolled, and the specialization', async () => {
    const member = await newMember();
    const [own, given] = [await createCourse(db(), demo), await createCourse(db(), demo)];
    await db().insert(courseEnrollees).values({ organizationId: demo, courseId: own, userId: member.id });
    const id = await createSpecialization(db(), demo, [own, given]);
    await inTx((tx) => specialization.fulfil(tx, { organizationId: demo, userId: member.id, itemId: id, orderId: 1 }));
    await inTx((tx) => specialization.reverse(tx, { organizationId: demo, userId: member.id, itemId: id }));
    await inTx((tx) => specialization.reverse(tx, { organizationId: demo, userId: member.id, itemId: id }));
    expect((await enrolled(member.id)).map((row) => row.courseId)).toEqual([own]);
    const stillIn = await db().select().from(specializationEnrollees)
      .where(and(eq(specializationEnrollees.userId, member.id), eq(specializationEnrollees.specializationId, id)));
    expect(stillIn).toEqual([]);
    expect((await enrollmentCountOf(db(), given)).counter).toBe(0);
  });
});

test('a type not sold yet has no kind: 409 ord-003', () => {
  expect(() => purchasableKind('BUNDLE')).toThrow(expect.objectContaining({ statusCode: 409, code: 'ord-003' }));
});
