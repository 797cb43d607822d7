// Onboarding (spec §3, §5): each step's form, the whole submission, the saved draft, the five documents and
// the API answers. The browser validates each step with the same schemas.
import { z } from 'zod';
import { envelope } from './api.ts';
import { emailMax } from './auth.ts';
import { isMobileNumber, normalizeMobile } from './phone.ts';
import { approvalStatusSchema } from './seller.ts';
import { text, type TextOptions } from './text.ts';

/**
 * The free-text fields of the onboarding forms: how their messages name them and how long they may be.
 * The step forms and the saved draft share these bounds, so a draft never holds what the form would refuse.
 */
const fields = {
  storeAddress: { label: 'Store address', max: 255 },
  warehouseAddress: { label: 'Warehouse address', max: 255 },
  state: { label: 'Province', max: 100 },
  city: { label: 'City', max: 100 },
  businessName: { label: 'Name of business', max: 100 },
  businessAndProductNature: { label: 'Nature of business and product', max: 1000, multiline: true },
  companyProfile: { label: 'Company profile', max: 5000, multiline: true },
  citizenshipCountry: { label: 'Country of Citizenship', max: 100 },
  officeAddress: { label: 'Office address', max: 255 },
  tin: { label: 'TIN', max: 50 },
  secRegNo: { label: 'SEC registration no.', max: 50 },
  officerName: { label: 'Name', max: 100 },
  email: { label: 'Email', max: emailMax },
} satisfies Record<string, TextOptions>;
type Field = (typeof fields)[keyof typeof fields];

const required = (field: Field, message: string) =>
  text({ ...field, error: message }).min(1, { error: message });

/** A field whose every refusal the spec words as one sentence: it follows a pattern, it is not free text. */
export const patterned = (label: string, pattern: RegExp, max: number, message: string) =>
  text({ label, max, error: message, tooLong: message, notAllowed: message }).regex(pattern, {
    error: message,
  });

const contactMessage = 'Must be a valid contact number';
/**
 * A PH mobile number (spec §5: 09 or +639, then 9 digits) as people write it, with spaces, dashes or
 * brackets between the groups; parsed to the one stored form, +639XXXXXXXXX.
 */
const contact = text({
  label: 'Contact number',
  max: 20,
  error: contactMessage,
  tooLong: contactMessage,
  notAllowed: contactMessage,
})
  .refine(isMobileNumber, { error: contactMessage })
  .transform((value) => normalizeMobile(value) ?? value);

const zipcode = patterned('Zip code', /^\d{4}$/, 4, 'Please enter a valid 4-digit zip code');

/** Filled by the address picker; null when the seller typed the address without placing the pin. */
const latitude = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, { error: 'Latitude must be between -90 and 90' })
  .max(90, { error: 'Latitude must be between -90 and 90' })
  .nullish()
  .transform((value) => value ?? null);
const longitude = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, { error: 'Longitude must be between -180 and 180' })
  .max(180, { error: 'Longitude must be between -180 and 180' })
  .nullish()
  .transform((value) => value ?? null);

export const storeAddressSchema = z.object({
  storeAddress: required(fields.storeAddress, 'Store address is required'),
  state: required(fields.state, 'Province is required'),
  city: required(fields.city, 'City is required'),
  zipcode,
  contact,
  useStoreAddressForPickup: z.boolean({ error: 'Choose whether pickups use the store address' }),
  latitude,
  longitude,
});
export type StoreAddress = z.infer<typeof storeAddressSchema>;

export const warehouseAddressSchema = z.object({
  warehouseAddress: required(fields.warehouseAddress, 'Warehouse address is required'),
  state: required(fields.state, 'Province is required'),
  city: required(fields.city, 'City is required'),
  zipcode,
  contact,
  latitude,
  longitude,
});
export type WarehouseAddress = z.infer<typeof warehouseAddressSchema>;

export const businessInfoSchema = z.object({
  businessName: required(fields.businessName, 'Name of business is required'),
  businessAndProductNature: required(
    fields.businessAndProductNature,
    'Nature of business and product is required',
  ),
  companyProfile: required(fields.companyProfile, 'Company profile is required'),
  citizenshipCountry: required(fields.citizenshipCountry, 'Country of Citizenship is required'),
  officeAddress: required(fields.officeAddress, 'Office address is required'),
  tin: required(fields.tin, 'TIN is required'),
  secRegNo: required(fields.secRegNo, 'SEC registration no. is required'),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const officerSchema = z.object({
  name: required(fields.officerName, 'Name is required'),
  email: required(fields.email, 'Email is required').pipe(
    z.email({ error: 'Must be a valid email address' }),
  ),
  contact,
});
export type Officer = z.infer<typeof officerSchema>;

export const officersMax = 20;
export const officersSchema = z
  .array(officerSchema, { error: 'Add at least one corporate officer' })
  .min(1, { error: 'Add at least one corporate officer' })
  .max(officersMax, { error: `Add at most ${officersMax} corporate officers` });

export const agreementSchema = z.object({
  hasAgreed: z.literal(true, { error: 'Please agree to the seller agreement to continue' }),
});

/** The schema each form step validates with (the documents step checks uploads, not a form). */
export const onboardingStepSchemas = {
  storeAddress: storeAddressSchema,
  warehouseAddress: warehouseAddressSchema,
  businessInfo: businessInfoSchema,
  officers: officersSchema,
  agreement: agreementSchema,
} as const;

/** When pickups use the store address, the warehouse is the store: its address made from the store's. */
export const warehouseFromStore = (store: StoreAddress): WarehouseAddress => ({
  warehouseAddress: store.storeAddress,
  state: store.state,
  city: store.city,
  zipcode: store.zipcode,
  contact: store.contact,
  latitude: store.latitude,
  longitude: store.longitude,
});

/**
 * The `data` part of PATCH /api/seller/onboard and /api/seller/resubmit. When pickups use the store address
 * the warehouse may be left out (any sent is ignored): it is made from the store address.
 */
export const onboardingSubmissionSchema = z
  .object({
    storeAddress: storeAddressSchema,
    warehouseAddress: warehouseAddressSchema.optional(),
    businessInfo: businessInfoSchema,
    officers: officersSchema,
    agreement: agreementSchema,
  })
  .transform(({ warehouseAddress, ...form }, context) => {
    if (form.storeAddress.useStoreAddressForPickup)
      return { ...form, warehouseAddress: warehouseFromStore(form.storeAddress) };
    if (warehouseAddress) return { ...form, warehouseAddress };
    context.addIssue({
      code: 'custom',
      path: ['warehouseAddress', 'warehouseAddress'],
      message: 'Warehouse address is required',
    });
    return z.NEVER;
  });
export type OnboardingSubmission = z.infer<typeof onboardingSubmissionSchema>;

/**
 * The `data` form part of a submission: the JSON text of onboardingSubmissionSchema, bounded like any form
 * field (64 KiB; the form's longest texts take a tenth of that).
 */
export const submissionDataPartSchema = text({
  label: 'data',
  max: 64 * 1024,
  multiline: true,
  trim: false,
}).optional();

// ---------------------------------------------------------------------------------------------------------
// Documents

export const documentKinds = [
  'primaryId',
  'secCertificate',
  'birRegistration',
  'businessPermit',
  'tinId',
] as const;
export const documentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const documentLabels: Record<DocumentKind, string> = {
  primaryId: 'Primary ID',
  secCertificate: 'SEC Certificate',
  birRegistration: 'BIR Registration (Form 2303)',
  businessPermit: "Business/Mayor's Permit",
  tinId: 'TIN ID',
};

/** The message naming a document still missing at submission. */
export const documentRequiredMessage = (kind: DocumentKind) => `${documentLabels[kind]} is required`;

export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const documentContentTypeSchema = z.enum(documentContentTypes);
/** 10 MB, the most one document may weigh. */
export const documentMaxBytes = 10 * 1024 * 1024;
export const documentRefusedTypeMessage = 'Upload a PDF, JPEG, PNG or WebP file.';

/** What a file name's extension claims the file is. */
const claimedTypes: Record<string, string> = {
  pdf: 'a PDF',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
};

/**
 * Why a file whose bytes are none of the accepted types was refused: one whose name claims an accepted
 * type (a .txt renamed .pdf) is told it is not really that, since "upload a PDF" would puzzle someone who
 * did pick a .pdf; any other gets the general message.
 */
export function documentRefusedMessage(fileName: string): string {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const claimed = claimedTypes[extension];
  return claimed
    ? `This file is named .${extension} but is not ${claimed}. Export or scan it again as a PDF, JPEG, PNG or WebP.`
    : documentRefusedTypeMessage;
}
export const documentTooLargeMessage = 'Files can be at most 10 MB.';

export const documentInfoSchema = z.object({
  kind: documentKindSchema,
  fileName: z.string(),
  contentType: documentContentTypeSchema,
  size: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type DocumentInfo = z.infer<typeof documentInfoSchema>;

const documentSlot = documentInfoSchema.nullable();
/** Every kind is present; null until that document is uploaded. */
export const documentsSchema = z.object({
  primaryId: documentSlot,
  secCertificate: documentSlot,
  birRegistration: documentSlot,
  businessPermit: documentSlot,
  tinId: documentSlot,
});
export type Documents = z.infer<typeof documentsSchema>;

export const documentParamsSchema = z.object({ kind: documentKindSchema });
export const documentResponseSchema = envelope(documentInfoSchema);

// ---------------------------------------------------------------------------------------------------------
// The draft: what the seller has typed so far, saved as they go. Shapes are checked, rules are not.

export const onboardingSteps = [
  'storeAddress',
  'warehouseAddress',
  'businessInfo',
  'documents',
  'officers',
  'agreement',
  'review',
] as const;
export const onboardingStepSchema = z.enum(onboardingSteps);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** Kept as typed (not trimmed: the seller may be mid-word); rules wait for the submission. */
const draftText = (field: TextOptions) => text({ ...field, trim: false }).optional();
/** A patterned field while it is typed: any characters a form field can hold, within a loose bound. */
const draftPatterned = (label: string, max: number) => draftText({ label, max });
const draftCoordinate = z.number().min(-180).max(180).nullable().optional();

export const onboardingDraftSchema = z.object({
  currentStep: onboardingStepSchema.optional(),
  storeAddress: z
    .object({
      storeAddress: draftText(fields.storeAddress),
      state: draftText(fields.state),
      city: draftText(fields.city),
      zipcode: draftPatterned('Zip code', 20),
      contact: draftPatterned('Contact number', 30),
      useStoreAddressForPickup: z.boolean().optional(),
      latitude: draftCoordinate,
      longitude: draftCoordinate,
    })
    .optional(),
  warehouseAddress: z
    .object({
      warehouseAddress: draftText(fields.warehouseAddress),
      state: draftText(fields.state),
      city: draftText(fields.city),
      zipcode: draftPatterned('Zip code', 20),
      contact: draftPatterned('Contact number', 30),
      latitude: draftCoordinate,
      longitude: draftCoordinate,
    })
    .optional(),
  businessInfo: z
    .object({
      businessName: draftText(fields.businessName),
      businessAndProductNature: draftText(fields.businessAndProductNature),
      companyProfile: draftText(fields.companyProfile),
      citizenshipCountry: draftText(fields.citizenshipCountry),
      officeAddress: draftText(fields.officeAddress),
      tin: draftText(fields.tin),
      secRegNo: draftText(fields.secRegNo),
    })
    .optional(),
  officers: z
    .array(
      z.object({
        name: draftText(fields.officerName),
        email: draftText(fields.email),
        contact: draftPatterned('Contact number', 30),
      }),
    )
    .max(officersMax, { error: `Add at most ${officersMax} corporate officers` })
    .optional(),
  agreement: z.object({ hasAgreed: z.boolean().optional() }).optional(),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

export const draftSavedResponseSchema = envelope(z.object({ savedAt: z.iso.datetime({ offset: true }) }));

/** GET /api/seller/onboarding: everything the onboarding screens need to resume. */
export const onboardingStateSchema = z.object({
  draft: onboardingDraftSchema,
  documents: documentsSchema,
  approvalStatus: approvalStatusSchema.nullable(),
  /** The admin's reason, while the latest decision is a rejection. */
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export const onboardingStateResponseSchema = envelope(onboardingStateSchema);
