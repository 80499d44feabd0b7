import { ERROR_CODES } from '@halaqa/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { flagsOf } from '../lms/access';

/** The cart and everything around it exist only where the organization has the marketplace (403 ord-007). */
export function requireMarketplace(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const flags = await flagsOf(ctx, request);
    if (!flags.marketplaceEnabled) throw new AppError(403, ERROR_CODES.MARKETPLACE_DISABLED, 'The organization has no marketplace');
  };
}
