// /api/privacy-policy: the policy text, readable by anyone.
import { privacyPolicySchema, type PrivacyPolicy } from '../schemas/seller.ts';
import { request } from './client.ts';

export const getPrivacyPolicy = async (): Promise<PrivacyPolicy> =>
  (
    await request(privacyPolicySchema, '/api/privacy-policy', {
      auth: 'none',
      fallback: 'Failed to load the privacy policy',
    })
  ).data;
