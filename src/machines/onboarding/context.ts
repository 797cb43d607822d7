// What the onboarding form holds: the seller's values per section, the five documents, and per-step errors.
import {
  documentKinds,
  documentRequiredMessage,
  onboardingStepSchemas,
  onboardingSubmissionSchema,
  warehouseFromStore,
  type DocumentInfo,
  type DocumentKind,
  type Documents,
  type OnboardingDraft,
  type OnboardingStep,
} from '#schemas/onboarding';
import type { PlaceDetails } from '#schemas/maps';
import { z } from 'zod';
import { fieldErrors, shownFieldErrors, type FormSchema } from '../form/context.ts';
import type { Failure } from '../shared/failure.ts';
import type { RouteStep } from './routes.ts';

export type StoreAddressValues = {
  storeAddress: string;
  state: string;
  city: string;
  zipcode: string;
  contact: string;
  useStoreAddressForPickup: boolean;
  latitude: number | null;
  longitude: number | null;
};
export type WarehouseAddressValues = Omit<StoreAddressValues, 'storeAddress' | 'useStoreAddressForPickup'> & {
  warehouseAddress: string;
};
export type BusinessInfoValues = {
  businessName: string;
  businessAndProductNature: string;
  companyProfile: string;
  citizenshipCountry: string;
  officeAddress: string;
  tin: string;
  secRegNo: string;
};
export type OfficerValues = { name: string; email: string; contact: string };

export type OnboardingValues = {
  storeAddress: StoreAddressValues;
  warehouseAddress: WarehouseAddressValues;
  businessInfo: BusinessInfoValues;
  officers: OfficerValues[];
  agreement: { hasAgreed: boolean };
};

/** The sections edited field by field (officers are a list, with their own events). */
export type FieldSection = 'storeAddress' | 'warehouseAddress' | 'businessInfo' | 'agreement';
export type AddressSection = 'storeAddress' | 'warehouseAddress';

/** One document slot: what the server holds, and the upload in flight or the one that failed. */
export type DocumentSlot = {
  info: DocumentInfo | null;
  upload: { fileName: string; size: number; loaded: number; total: number } | null;
  /** Why the last upload failed (the server's 413/415 text when it gave one). */
  error: string | null;
};

/** Field errors of the current step, keyed by path: 'city', 'officers.0.email', 'primaryId'. */
export type StepErrors = Record<string, string>;

export type Mode = 'onboard' | 'resubmit';

export interface OnboardingContext {
  values: OnboardingValues;
  documents: Record<DocumentKind, DocumentSlot>;
  /**
   * The open step's fields the seller has left, by error path ('city', 'officers.1.email'): before Next
   * was tried, only their errors show (the form rule of decision 009). Begun afresh on every step.
   */
  visited: string[];
  /** The seller tried to go on from the open step (Next): every error of its fields shows. */
  nextTried: boolean;
  /** Set when a step was opened from the review: Next returns there. */
  returnToReview: boolean;
  /** The step the seller is on, saved with the draft so a reload resumes there. */
  step: OnboardingStep;
  /** The path the browser's URL shows (decision 013): the step's path once the machine has shown it. */
  location: string;
  /**
   * The next step shown replaces the URL's history entry instead of adding one: the page was just opened,
   * or Back or Forward asked for a step the seller may not open yet.
   */
  replaceLocation: boolean;
  mode: Mode;
  rejectionReason: string | null;
  /** Counts edits; the autosave compares it with what was last saved so nothing typed is lost. */
  revision: number;
  savedRevision: number;
  /** The revision the save in flight carries. */
  savingRevision: number;
  savedAt: string | null;
  saveFailure: Failure | null;
  loadFailure: Failure | null;
  submitFailure: Failure | null;
}

export const emptyStoreAddress: StoreAddressValues = {
  storeAddress: '',
  state: '',
  city: '',
  zipcode: '',
  contact: '',
  useStoreAddressForPickup: false,
  latitude: null,
  longitude: null,
};
export const emptyWarehouseAddress: WarehouseAddressValues = {
  warehouseAddress: '',
  state: '',
  city: '',
  zipcode: '',
  contact: '',
  latitude: null,
  longitude: null,
};
export const emptyBusinessInfo: BusinessInfoValues = {
  businessName: '',
  businessAndProductNature: '',
  companyProfile: '',
  citizenshipCountry: '',
  officeAddress: '',
  tin: '',
  secRegNo: '',
};
export const emptyOfficer: OfficerValues = { name: '', email: '', contact: '' };

export const emptySlot: DocumentSlot = { info: null, upload: null, error: null };

export const emptyDocuments = (): Record<DocumentKind, DocumentSlot> =>
  Object.fromEntries(documentKinds.map((kind) => [kind, emptySlot])) as Record<DocumentKind, DocumentSlot>;

export const initialContext: OnboardingContext = {
  values: {
    storeAddress: emptyStoreAddress,
    warehouseAddress: emptyWarehouseAddress,
    businessInfo: emptyBusinessInfo,
    officers: [emptyOfficer],
    agreement: { hasAgreed: false },
  },
  documents: emptyDocuments(),
  visited: [],
  nextTried: false,
  returnToReview: false,
  step: 'storeAddress',
  location: '/onboarding',
  replaceLocation: true,
  mode: 'onboard',
  rejectionReason: null,
  revision: 0,
  savedRevision: 0,
  savingRevision: 0,
  savedAt: null,
  saveFailure: null,
  loadFailure: null,
  submitFailure: null,
};

/** The steps in order; the warehouse step is skipped when pickups use the store address. */
export const stepOrder = [
  'storeAddress',
  'warehouseAddress',
  'businessInfo',
  'documents',
  'officers',
  'agreement',
  'review',
] as const satisfies readonly OnboardingStep[];

export const stepTitles: Record<OnboardingStep, string> = {
  storeAddress: 'Store address',
  warehouseAddress: 'Warehouse address',
  businessInfo: 'Business information',
  documents: 'Documents',
  officers: 'Corporate officers',
  agreement: 'Seller agreement',
  review: 'Review and submit',
};

/** This seller's steps in order: the warehouse drops out when pickups use the store address. */
export const formSteps = (values: OnboardingValues): OnboardingStep[] =>
  stepOrder.filter((step) => !(step === 'warehouseAddress' && values.storeAddress.useStoreAddressForPickup));

/** Each kind's "is required" message when it is not uploaded: the documents step's rule, as a schema. */
const documentsStepSchema = z.object(
  Object.fromEntries(
    documentKinds.map((kind) => [
      kind,
      z.custom<DocumentInfo>((info) => info != null, { error: documentRequiredMessage(kind) }),
    ]),
  ),
);

/** The schema each step checks its values with (the officers under `officers`, so paths say whose). */
const stepSchemas: Record<Exclude<OnboardingStep, 'review'>, FormSchema> = {
  ...onboardingStepSchemas,
  officers: z.object({ officers: onboardingStepSchemas.officers }),
  documents: documentsStepSchema,
};

type Checked = Pick<OnboardingContext, 'values' | 'documents'>;

/** What a step's schema checks: its section, the officers list, or which documents are uploaded. */
function stepValues(step: Exclude<OnboardingStep, 'review'>, context: Checked): Record<string, unknown> {
  if (step === 'officers') return { officers: context.values.officers };
  if (step === 'documents')
    return Object.fromEntries(documentKinds.map((kind) => [kind, context.documents[kind].info]));
  return context.values[step];
}

/** The first message of each invalid field of a step, keyed by path. */
export const validateStep = (step: OnboardingStep, context: Checked): StepErrors =>
  step === 'review' ? {} : fieldErrors(stepSchemas[step], stepValues(step, context));

/** The open step's errors the seller sees, by the same rule and function as every other form. */
export const shownStepErrors = (context: OnboardingContext): StepErrors =>
  context.step === 'review'
    ? {}
    : shownFieldErrors(stepSchemas[context.step], stepValues(context.step, context), {
        visited: context.visited,
        submitTried: context.nextTried,
      });

const officerFields = ['name', 'email', 'contact'] as const satisfies ReadonlyArray<keyof OfficerValues>;
const officerPath = (index: number, field: string) => `officers.${index}.${field}`;

/**
 * Adding an officer keeps the errors already shown but shows none on the new row: a Next tried before
 * it applies to the rows there were, so it becomes "left" for each of their fields.
 */
export function visitedBeforeNewOfficer(
  context: OnboardingContext,
): Pick<OnboardingContext, 'visited' | 'nextTried'> {
  if (!context.nextTried) return { visited: context.visited, nextTried: false };
  const rows = context.values.officers.flatMap((_, index) =>
    officerFields.map((field) => officerPath(index, field)),
  );
  return { visited: [...new Set([...context.visited, 'officers', ...rows])], nextTried: false };
}

/** The fields left, after the row at `removed` went: the rows below it move up one. */
export const visitedAfterRemovingOfficer = (visited: readonly string[], removed: number) =>
  visited.flatMap((path) => {
    const match = /^officers\.(\d+)\.(.+)$/.exec(path);
    if (!match) return [path];
    const index = Number(match[1]);
    if (index === removed) return [];
    return [index > removed ? officerPath(index - 1, match[2]!) : path];
  });

const isBlank = (address: WarehouseAddressValues) =>
  [address.warehouseAddress, address.state, address.city, address.zipcode, address.contact].every(
    (value) => value.trim() === '',
  );

/** The warehouse still is the copy of the store address it was prefilled with (or was typed the same). */
export function isStoreCopy(values: OnboardingValues): boolean {
  const copy = warehouseFromStore(values.storeAddress);
  const warehouse = values.warehouseAddress;
  return (
    copy.warehouseAddress.trim() !== '' &&
    (Object.keys(copy) as (keyof WarehouseAddressValues)[]).every((key) => warehouse[key] === copy[key])
  );
}

/** The warehouse starts as a copy of the store address (the shared pickup rule); anything typed there stays. */
export const prefilledWarehouse = (values: OnboardingValues): WarehouseAddressValues =>
  isBlank(values.warehouseAddress) ? warehouseFromStore(values.storeAddress) : values.warehouseAddress;

/** A geocoded place written into an address section; the street line is kept unless it is empty. */
export function withPlace(values: OnboardingValues, section: AddressSection, place: PlaceDetails) {
  const lineKey = section === 'storeAddress' ? 'storeAddress' : 'warehouseAddress';
  const current = values[section] as Record<string, unknown>;
  const line = String(current[lineKey] ?? '');
  const street = [place.street, place.barangay].filter(Boolean).join(', ');
  return {
    ...values,
    [section]: {
      ...current,
      [lineKey]: line.trim() === '' ? street : line,
      state: place.state,
      city: place.city,
      zipcode: place.zipCode || String(current.zipcode ?? ''),
      latitude: place.lat,
      longitude: place.lng,
    },
  } as OnboardingValues;
}

const text = (value: string | undefined) => value ?? '';

/** The saved draft and documents as form values (GET /api/seller/onboarding). */
export function restoredValues(draft: OnboardingDraft): OnboardingValues {
  const store = draft.storeAddress ?? {};
  const warehouse = draft.warehouseAddress ?? {};
  const business = draft.businessInfo ?? {};
  return {
    storeAddress: {
      storeAddress: text(store.storeAddress),
      state: text(store.state),
      city: text(store.city),
      zipcode: text(store.zipcode),
      contact: text(store.contact),
      useStoreAddressForPickup: store.useStoreAddressForPickup ?? false,
      latitude: store.latitude ?? null,
      longitude: store.longitude ?? null,
    },
    warehouseAddress: {
      warehouseAddress: text(warehouse.warehouseAddress),
      state: text(warehouse.state),
      city: text(warehouse.city),
      zipcode: text(warehouse.zipcode),
      contact: text(warehouse.contact),
      latitude: warehouse.latitude ?? null,
      longitude: warehouse.longitude ?? null,
    },
    businessInfo: {
      businessName: text(business.businessName),
      businessAndProductNature: text(business.businessAndProductNature),
      companyProfile: text(business.companyProfile),
      citizenshipCountry: text(business.citizenshipCountry),
      officeAddress: text(business.officeAddress),
      tin: text(business.tin),
      secRegNo: text(business.secRegNo),
    },
    officers:
      draft.officers && draft.officers.length > 0
        ? draft.officers.map((officer) => ({
            name: text(officer.name),
            email: text(officer.email),
            contact: text(officer.contact),
          }))
        : [emptyOfficer],
    agreement: { hasAgreed: draft.agreement?.hasAgreed ?? false },
  };
}

export const restoredDocuments = (documents: Documents): Record<DocumentKind, DocumentSlot> =>
  Object.fromEntries(documentKinds.map((kind) => [kind, { ...emptySlot, info: documents[kind] }])) as Record<
    DocumentKind,
    DocumentSlot
  >;

/** What the autosave sends: everything, so a save that failed is made good by the next one. */
export const draftOf = (values: OnboardingValues, currentStep: OnboardingStep): OnboardingDraft => ({
  currentStep,
  ...values,
});

/**
 * The `data` part of the submission, as the schema keeps it (trimmed, contact numbers as +639…); the
 * warehouse is left out when pickups use the store address.
 */
export function submissionOf(values: OnboardingValues): Record<string, unknown> {
  // Only a complete form is submitted; one that is not goes as typed, for the server to refuse.
  const parsed = onboardingSubmissionSchema.safeParse(values);
  const { warehouseAddress, ...rest } = parsed.success ? parsed.data : values;
  return values.storeAddress.useStoreAddressForPickup ? rest : { ...rest, warehouseAddress };
}

const isComplete = (step: OnboardingStep, context: Checked) =>
  Object.keys(validateStep(step, context)).length === 0;

/** Every step that still fails its rules, for the review. */
export const incompleteSteps = (context: Checked) =>
  formSteps(context.values).filter((step) => !isComplete(step, context));

/**
 * Where a URL naming `requested` opens (decision 013): the welcome, the step the seller is on, or a step
 * whose every earlier step is complete; any other step opens the first incomplete one instead, the
 * furthest Next could have taken the seller (the review, once every step is complete).
 */
export function landingStep(
  context: Checked & Pick<OnboardingContext, 'step'>,
  requested: RouteStep,
): RouteStep {
  if (requested === 'welcome' || requested === context.step) return requested;
  const steps = formSteps(context.values);
  const furthest = steps.find((step) => !isComplete(step, context)) ?? 'review';
  const index = steps.indexOf(requested);
  return index !== -1 && index <= steps.indexOf(furthest) ? requested : furthest;
}
