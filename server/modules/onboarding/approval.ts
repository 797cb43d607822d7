// The gate for what only approved sellers may do (products, campaign applications, cash-outs).
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { approvalStatus } from '#schemas/seller';
import { HttpError } from '../../lib/errors.ts';

export const awaitingApprovalMessage =
  'Your account is awaiting approval by the admin. You can do this once your account is approved.';

/**
 * A route-level `onRequest` (or `preHandler`) hook: refuses with 403 AWAITING_APPROVAL unless the signed-in
 * seller's account is approved. Put it on the route itself (`{ onRequest: requireApprovedSeller }`), not on a
 * plugin with addHook: access control authenticates in the route's own onRequest list, ahead of it.
 */
export const requireApprovedSeller: onRequestHookHandler = async (request: FastifyRequest) => {
  if (request.seller?.approvalStatus !== approvalStatus.approved) {
    throw new HttpError(403, 'AWAITING_APPROVAL', awaitingApprovalMessage);
  }
};
