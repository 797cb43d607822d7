// /api/seller: the seller's own onboarding: the saved draft, documents, and the submission (first and after a
// rejection). Validates, hands the use case to the onboarding service and answers its outcome.
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentKinds,
  documentKindSchema,
  documentLabels,
  documentParamsSchema,
  documentRefusedTypeMessage,
  documentRequiredMessage,
  documentResponseSchema,
  draftSavedResponseSchema,
  onboardingDraftSchema,
  onboardingStateResponseSchema,
  onboardingSubmissionSchema,
  submissionDataPartSchema,
  type DocumentKind,
  type OnboardingSubmission,
} from '#schemas/onboarding';
import { approvalStatus, sellerProfileResponseSchema } from '#schemas/seller';
import { currentSeller } from '../../lib/access.ts';
import { invalidFields } from '../../lib/error-handler.ts';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../../lib/errors.ts';
import { formRoutes } from '../../lib/multipart.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { isEditable, submissionRefusal, type OnboardingService, type SubmissionMode } from './service.ts';
import type { DocumentStorage } from './storage.ts';
import {
  discardUploadsOnError,
  documentDownload,
  documentUploads,
  sendDocument,
  storedDocumentSchema,
} from './documents-http.ts';

export type SellerOnboardingRoutesOptions = {
  onboarding: OnboardingService;
  /** Where uploaded files are stored as they stream in (the service's storage). */
  storage: DocumentStorage;
};

const notEditableMessage =
  'Your onboarding details were submitted and cannot be changed now. They can be edited again only if the admin does not approve them.';

const editRefusals: RefusalStatus<Awaited<ReturnType<OnboardingService['saveDraft']>>> = {
  unknownSeller: () => notFound(),
  notEditable: () => conflict(notEditableMessage),
};

const submissionConflicts = {
  alreadySubmitted: 'Your onboarding was already submitted.',
  notRejected: 'Only an application the admin did not approve can be resubmitted.',
};

const submissionRefusals: RefusalStatus<Awaited<ReturnType<OnboardingService['submit']>>> = {
  unknownSeller: editRefusals.unknownSeller,
  alreadySubmitted: () => conflict(submissionConflicts.alreadySubmitted),
  notRejected: () => conflict(submissionConflicts.notRejected),
  documentsMissing: ({ missing }) =>
    invalidFields(missing.map((kind) => ({ path: [kind], message: documentRequiredMessage(kind) }))),
};

/** Onboarding needs a verified e-mail address. Route-level, so it runs after access control authenticated. */
const requireVerifiedSeller: onRequestHookHandler = async (request) => {
  if (!currentSeller(request).isVerified) throw forbidden('Please verify your e-mail address first.');
};

/** Refuses edits the session already shows are not allowed, before a byte of the body is read. */
const requireEditable: onRequestHookHandler = async (request) => {
  if (!isEditable(currentSeller(request))) throw conflict(notEditableMessage);
};

const requireSubmittable =
  (mode: SubmissionMode): onRequestHookHandler =>
  async (request) => {
    const refusal = submissionRefusal(mode, currentSeller(request));
    if (refusal) throw conflict(submissionConflicts[refusal]);
  };

/** The `data` part: JSON of the shared submission schema, its fields named as in a JSON body. */
function parseSubmission(text: string | undefined): OnboardingSubmission {
  if (text === undefined) throw badRequest('Send the onboarding details as JSON in a form part named data.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('The data part must be JSON.');
  }
  const parsed = onboardingSubmissionSchema.safeParse(raw);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}

const documentPart = storedDocumentSchema(documentRefusedTypeMessage).optional();
/** The parts of a submission: the `data` JSON and any documents, each under its kind's name. */
const submissionPartsSchema = z.object({
  data: submissionDataPartSchema,
  ...(Object.fromEntries(documentKinds.map((kind) => [kind, documentPart])) as Record<
    DocumentKind,
    typeof documentPart
  >),
});

const filePartsDescription = `File parts (each optional when the draft already holds that document): ${documentKinds
  .map((kind) => `\`${kind}\` (${documentLabels[kind]})`)
  .join(', ')}. Each a PDF, JPEG, PNG or WebP of at most 10 MB, recognised by its bytes.`;

const submissionDescription = (extra: string) =>
  `multipart/form-data. A \`data\` part holding the JSON of OnboardingSubmission ({storeAddress, warehouseAddress, businessInfo, officers, agreement}; when storeAddress.useStoreAddressForPickup is true, warehouseAddress may be omitted: the warehouse is the store address). ${filePartsDescription} Every document must be present in the end, uploaded now or before: otherwise 400 with fields naming the missing ones ('Primary ID is required'). ${extra}`;

export const sellerOnboardingRoutes: FastifyPluginAsyncZod<SellerOnboardingRoutesOptions> = async (
  app,
  { onboarding, storage },
) => {
  app.get(
    '/onboarding',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'The saved draft, uploaded documents and approval state, to resume onboarding',
        response: { 200: onboardingStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await onboarding.stateOf(currentSeller(request)) }),
  );

  app.put(
    '/onboarding/draft',
    {
      onRequest: [requireVerifiedSeller, requireEditable],
      schema: {
        tags: ['onboarding'],
        summary: 'Save what the seller has typed so far (merged into the saved draft)',
        description:
          'Sections that are objects merge field by field with the saved ones; `officers` and `currentStep` replace. Only shapes are checked: the rules apply at submission.',
        body: onboardingDraftSchema,
        response: { 200: draftSavedResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(await onboarding.saveDraft(currentSeller(request).id, request.body), editRefusals),
    }),
  );

  app.get(
    '/onboarding/documents/:kind',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: "One of the signed-in seller's own documents, as bytes",
        params: documentParamsSchema,
        ...documentDownload,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await onboarding.documentOf(currentSeller(request).id, request.params.kind)),
  );

  // Uploads read multipart bodies; a failed one removes the files it stored before its error is answered.
  await formRoutes(app, (forms) => {
    forms.addHook('onError', discardUploadsOnError(storage));

    forms.put(
      '/onboarding/documents/:kind',
      {
        onRequest: [requireVerifiedSeller, requireEditable],
        config: documentUploads(storage, (part, stored, request) => {
          if (part.fieldname !== 'file' || stored.length > 0)
            throw badRequest('Send exactly one file, in a form part named file.');
          // The body streams in before the route's params are validated: an unknown kind stores nothing.
          const params = documentParamsSchema.safeParse(request.params);
          if (!params.success) throw invalidFields(params.error.issues);
          return params.data.kind;
        }),
        schema: {
          tags: ['onboarding'],
          summary: 'Upload (or replace) one document',
          description:
            "multipart/form-data with one file part named `file`: a PDF, JPEG, PNG or WebP (recognised by its bytes, not its name) of at most 10 MB. 415 'Upload a PDF, JPEG, PNG or WebP file.', 413 'Files can be at most 10 MB.'; nothing is kept after a refusal.",
          consumes: ['multipart/form-data'],
          params: documentParamsSchema,
          body: z.object({ file: storedDocumentSchema('Choose a file to upload.') }),
          response: { 200: documentResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const kept = await onboarding.keepDocument(currentSeller(request).id, request.body.file, request.log);
        return { data: valueOf(kept, editRefusals) };
      },
    );

    const submissions = [
      {
        mode: 'onboard',
        url: '/onboard',
        summary: 'Submit onboarding: the seller becomes onboarded, Pending approval',
        conflicts: '409 when onboarding was already submitted.',
      },
      {
        mode: 'resubmit',
        url: '/resubmit',
        summary: 'Resubmit after a rejection: Pending again',
        conflicts: `409 unless the account was rejected (approval status ${approvalStatus.rejected}).`,
      },
    ] as const;
    for (const { mode, url, summary, conflicts } of submissions) {
      forms.patch(
        url,
        {
          onRequest: [requireVerifiedSeller, requireSubmittable(mode)],
          config: documentUploads(storage, (part, stored) => {
            const kind = documentKindSchema.safeParse(part.fieldname);
            if (!kind.success)
              throw badRequest(
                `Unknown file part "${part.fieldname}". Documents go in parts named ${documentKinds.join(', ')}.`,
              );
            if (stored.some((file) => file.kind === kind.data))
              throw badRequest(`Send the ${documentLabels[kind.data]} once.`);
            return kind.data;
          }),
          schema: {
            tags: ['onboarding'],
            summary,
            description: submissionDescription(conflicts),
            consumes: ['multipart/form-data'],
            body: submissionPartsSchema,
            response: { 200: sellerProfileResponseSchema, ...errorResponses },
          },
        },
        async (request) => {
          const submission = parseSubmission(request.body.data);
          const files = documentKinds.flatMap((kind) => request.body[kind] ?? []);
          const submitted = await onboarding.submit(currentSeller(request), mode, submission, files);
          return { data: valueOf(submitted, submissionRefusals) };
        },
      );
    }
  });
};
