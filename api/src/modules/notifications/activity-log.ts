import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Language, Paged } from '@halaqa/contracts';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../core/db/types';
import type { ActivityQuerySchema, ActivitySchema } from './dto';
import type { BothLanguages, DomainEventPayloads } from './events';
import type { Member } from './service';
import { domainEvents } from './tables';
import { groupedAmount } from '../commerce/invoices/money-text';

type Activity = Static<typeof ActivitySchema>;

/** The recorded events that are the member's own activity, and how each reads. */
const ACTIVITIES = {
  'auth.signed-in': 'sign-in',
  'auth.password-changed': 'password-changed',
  'course.enrolled': 'course-enrolled',
  'specialization.enrolled': 'specialization-enrolled',
  // Commerce: the member's purchases and refunds (subject.orderId leads to the order).
  'order.completed': 'order-completed',
  'order.refund-requested': 'refund-requested',
  'order.refund-decided': 'refund-decided',
} as const satisfies Partial<Record<keyof DomainEventPayloads, Activity['type']>>;

type ActivityEvent = keyof typeof ACTIVITIES;

const pick = (name: BothLanguages | undefined, language: Language) => (name ? (language === 'ar' ? name.ar || name.en : name.en || name.ar) : '');

function textOf(type: ActivityEvent, payload: Record<string, unknown>, language: Language): string {
  const ar = language === 'ar';
  switch (type) {
    case 'auth.signed-in': {
      const { device } = payload as DomainEventPayloads['auth.signed-in'];
      return ar ? `تسجيل دخول من ${device}` : `Signed in from ${device}`;
    }
    case 'auth.password-changed':
      return ar ? 'تم تغيير كلمة المرور' : 'Password changed';
    case 'course.enrolled': {
      const name = pick((payload as DomainEventPayloads['course.enrolled']).courseName, language);
      return ar ? `التسجيل في «${name}»` : `Enrolled in “${name}”`;
    }
    case 'specialization.enrolled': {
      const name = pick((payload as DomainEventPayloads['specialization.enrolled']).specializationName, language);
      return ar ? `التسجيل في المسار «${name}»` : `Enrolled in the specialization “${name}”`;
    }
    case 'order.completed': {
      const order = payload as DomainEventPayloads['order.completed'];
      const first = pick(order.firstItem, language);
      const more = order.itemCount - 1;
      if (ar) return `اكتمل الطلب: «${first}»${more > 0 ? ` و${more} غيره` : ''}`;
      return `Order completed: “${first}”${more > 0 ? ` and ${more} more` : ''}`;
    }
    case 'order.refund-requested': {
      const title = pick((payload as DomainEventPayloads['order.refund-requested']).itemTitle, language);
      return ar ? `طلب استرداد «${title}»` : `Asked for a refund of “${title}”`;
    }
    case 'order.refund-decided': {
      const refund = payload as DomainEventPayloads['order.refund-decided'];
      const title = pick(refund.itemTitle, language);
      const amount = `${groupedAmount(refund.amount)} ${ar && refund.currency === 'SAR' ? 'ريال' : refund.currency}`;
      if (refund.outcome === 'REJECTED') return ar ? `رُفض استرداد «${title}»` : `Refund of “${title}” declined`;
      if (refund.outcome === 'PARTIALLY_REFUNDED') return ar ? `استرداد جزئي لـ«${title}»: ${amount}` : `Partial refund of “${title}”: ${amount}`;
      return ar ? `استرداد «${title}»: ${amount}` : `Refund of “${title}”: ${amount}`;
    }
  }
}

/** Newest first, keyset-friendly (the actor index), in `language`. */
export async function listActivity(db: Db, member: Member, language: Language, query: Static<typeof ActivityQuerySchema>): Promise<Paged<Activity>> {
  const where = and(
    eq(domainEvents.organizationId, member.organizationId),
    eq(domainEvents.actorUserId, member.userId),
    inArray(domainEvents.type, Object.keys(ACTIVITIES)),
  );
  const [total] = await db.select({ value: count() }).from(domainEvents).where(where);
  const rows = await db.select().from(domainEvents).where(where)
    .orderBy(desc(domainEvents.id)).offset(query.skip ?? 0).limit(query.take ?? 15);
  return {
    count: total?.value ?? 0,
    data: rows.map((row) => {
      const type = row.type as ActivityEvent;
      const signIn = type === 'auth.signed-in' ? row.payload as DomainEventPayloads['auth.signed-in'] : null;
      return {
        id: row.id,
        type: ACTIVITIES[type],
        text: textOf(type, row.payload, language),
        createdAt: row.createdAt.toISOString(),
        device: signIn?.device ?? null,
        address: signIn?.address ?? null,
        courseId: row.subject.courseId ?? null,
        specializationId: row.subject.specializationId ?? null,
        orderId: row.subject.orderId ?? null,
      };
    }),
  };
}
