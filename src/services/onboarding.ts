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
import { formData, request } from './client.ts';
import { upload } from './upload.ts';

export const getOnboarding = async (): Promise<OnboardingState> =>
  (
    await request(onboardingStateResponseSchema, '/api/seller/onboarding', {
      fallback: 'Failed to load your onboarding details',
    })
  ).data;

export const saveDraft = async (draft: OnboardingDraft): Promise<{ savedAt: string }> =>
  (
    await request(draftSavedResponseSchema, '/api/seller/onboarding/draft', {
      method: 'PUT',
      body: draft,
      fallback: 'Your changes could not be saved',
    })
  ).data;

export const uploadDocument = async (
  kind: DocumentKind,
  file: File,
  onProgress: (progress: { loaded: number; total: number }) => void,
  signal?: AbortSignal,
): Promise<DocumentInfo> =>
  (
    await upload(documentResponseSchema, `/api/seller/onboarding/documents/${kind}`, formData({ file }), {
      method: 'PUT',
      onProgress,
      signal,
      fallback: 'The upload failed. Please try again.',
    })
  ).data;

/** PATCH /api/seller/onboard, or /resubmit after a rejection: the form as a `data` JSON part; the files
 * are already in the draft, so none are sent. */
export const submitOnboarding = async (
  mode: 'onboard' | 'resubmit',
  data: Record<string, unknown>,
): Promise<SellerProfile> =>
  (
    await request(sellerProfileResponseSchema, `/api/seller/${mode}`, {
      method: 'PATCH',
      body: formData({ data: JSON.stringify(data) }),
      fallback: 'An unexpected error occurred.',
    })
  ).data;
