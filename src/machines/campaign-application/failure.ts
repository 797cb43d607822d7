// What the campaign page says when reading the campaign or sending an application fails (spec §8), decided
// once here.
import { campaignMessages, type CampaignDetail } from '#schemas/campaigns';
import type { Failure } from '../shared/failure.ts';

/** 'Campaign not found', the server's reason for another refusal (awaiting approval), else spec §8's. */
export const loadFailureText = (failure: Failure): string =>
  failure.kind !== 'http' || failure.status >= 500
    ? campaignMessages.fetchFailed
    : failure.status === 404
      ? campaignMessages.notFound
      : failure.message;

/**
 * A refusal in the server's words (409: a product already in the campaign or not approved; 404: a product
 * gone since it was picked; 403: awaiting approval), anything else in spec §8's.
 */
export const submitFailureText = (failure: Failure): string =>
  failure.kind === 'http' && failure.status < 500 ? failure.message : campaignMessages.applyFailed;

/** The server refused because the window shut (its clock is the one that counts). */
export const windowShutByServer = (failure: Failure, campaign: CampaignDetail | null): boolean =>
  failure.kind === 'http' &&
  failure.status === 409 &&
  campaign !== null &&
  failure.message === campaignMessages.applicationsClosed(campaign.title);
