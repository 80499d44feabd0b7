import { Type } from '@sinclair/typebox';

export const PinBodySchema = Type.Object({ isPinned: Type.Boolean() }, { additionalProperties: false });

export const RecommendedQuerySchema = Type.Object({
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 6 })),
});
