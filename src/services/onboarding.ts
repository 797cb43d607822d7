// /api/seller onboarding: the saved draft and documents, autosave, document uploads and the submission.
import {
  documentResponseSchema,
  draftSavedResponseSchema,
  onboardingStateResponseSchema,
  type DocumentInfo,
  type DocumentKind,
  type OnboardingDraft,
  type OnboardingState,
} from '../schemas/onboarding.ts';
import { sellerProfileResponseSchema, type SellerProfile } from '../schemas/seller.ts';
import { formData, type HttpClient } from './client.ts';

export const createOnboardingService = (http: HttpClient) => ({
  getOnboarding: async (): Promise<OnboardingState> =>
    (
      await http.request(onboardingStateResponseSchema, '/api/seller/onboarding', {
        fallback: 'Failed to load your onboarding details',
      })
    ).data,

  saveDraft: async (draft: OnboardingDraft): Promise<{ savedAt: string }> =>
    (
      await http.request(draftSavedResponseSchema, '/api/seller/onboarding/draft', {
        method: 'PUT',
        body: draft,
        fallback: 'Your changes could not be saved',
      })
    ).data,

  uploadDocument: async (
    kind: DocumentKind,
    file: File,
    onProgress: (progress: { loaded: number; total: number }) => void,
    signal?: AbortSignal,
  ): Promise<DocumentInfo> =>
    (
      await http.upload(
        documentResponseSchema,
        `/api/seller/onboarding/documents/${kind}`,
        formData({ file }),
        {
          method: 'PUT',
          onProgress,
          signal,
          fallback: 'The upload failed. Please try again.',
        },
      )
    ).data,

  /** PATCH /api/seller/onboard, or /resubmit after a rejection: the form as a `data` JSON part; the files
   * are already in the draft, so none are sent. */
  submitOnboarding: async (
    mode: 'onboard' | 'resubmit',
    data: Record<string, unknown>,
  ): Promise<SellerProfile> =>
    (
      await http.request(sellerProfileResponseSchema, `/api/seller/${mode}`, {
        method: 'PATCH',
        body: formData({ data: JSON.stringify(data) }),
        fallback: 'An unexpected error occurred.',
      })
    ).data,
});

export type OnboardingService = ReturnType<typeof createOnboardingService>;
