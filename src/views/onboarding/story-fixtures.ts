// Values shared by the onboarding stories.
import {
  emptyDocuments,
  initialContext,
  type DocumentSlot,
  type OnboardingValues,
} from '#machines/onboarding/context.ts';
import type { DocumentKind } from '#schemas/onboarding';

export const filledValues: OnboardingValues = {
  storeAddress: {
    storeAddress: '12 Gorordo Ave, Lahug',
    state: 'Cebu',
    city: 'Cebu City',
    zipcode: '6000',
    contact: '09171234567',
    useStoreAddressForPickup: false,
    latitude: 10.3317,
    longitude: 123.9003,
  },
  warehouseAddress: {
    warehouseAddress: '88 M.J. Cuenco Ave',
    state: 'Cebu',
    city: 'Cebu City',
    zipcode: '6000',
    contact: '+639171234567',
    latitude: null,
    longitude: null,
  },
  businessInfo: {
    businessName: 'Tindahan ni Ana',
    businessAndProductNature: 'Dried mangoes and local snacks',
    companyProfile: 'A family business in Cebu since 1990.',
    citizenshipCountry: 'Philippines',
    officeAddress: '12 Gorordo Ave, Cebu City',
    tin: '123-456-789-000',
    secRegNo: 'CS201912345',
  },
  officers: [{ name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '09171234567' }],
  agreement: { hasAgreed: true },
};

export const emptyValues = initialContext.values;

const uploaded = (kind: DocumentKind): DocumentSlot => ({
  info: {
    kind,
    fileName: `${kind}.pdf`,
    contentType: 'application/pdf',
    size: 184_320,
    uploadedAt: '2026-11-20T08:00:00.000Z',
  },
  upload: null,
  error: null,
});

export const noDocuments = emptyDocuments();
export const allDocuments = Object.fromEntries(
  (Object.keys(noDocuments) as DocumentKind[]).map((kind) => [kind, uploaded(kind)]),
) as Record<DocumentKind, DocumentSlot>;
