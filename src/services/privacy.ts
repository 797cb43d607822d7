// /api/privacy-policy: the policy text, readable by anyone.
import { privacyPolicySchema, type PrivacyPolicy } from '../schemas/seller.ts';
import type { HttpClient } from './client.ts';

export const createPrivacyService = (http: HttpClient) => ({
  getPrivacyPolicy: async (): Promise<PrivacyPolicy> =>
    (
      await http.request(privacyPolicySchema, '/api/privacy-policy', {
        auth: 'none',
        fallback: 'Failed to load the privacy policy',
      })
    ).data,
});

export type PrivacyService = ReturnType<typeof createPrivacyService>;
