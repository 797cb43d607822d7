// Onboarding and its review: the seller's draft, documents and submission under /api/seller, the admin queue
// and decisions under /api/admin. Registered once with the prefix /api.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSellerDetailResponseSchema,
  adminSellerDocumentParamsSchema,
  adminSellerParamsSchema,
  adminSellersQuerySchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
  documentContentTypes,
  documentKinds,
  documentKindSchema,
  documentLabels,
  documentParamsSchema,
  documentRequiredMessage,
  documentResponseSchema,
  draftSavedResponseSchema,
  onboardingDraftSchema,
  onboardingStateResponseSchema,
  onboardingSubmissionSchema,
  rejectSellerSchema,
  type DocumentKind,
  type OnboardingDraft,
  type OnboardingSubmission,
} from '#schemas/onboarding';
import { sellerProfileResponseSchema, type ApprovalStatus } from '#schemas/seller';
import { currentAdmin, currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { validationFailure } from '../../lib/error-handler.ts';
import { badRequest, conflict, errorResponses, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { notifySeller } from '../notifications/notify.ts';
import { approvedEmail, rejectedEmail } from './emails.ts';
import {
  createOnboardingRepository,
  documentInfo,
  documentsByKind,
  mergeDraft,
  statusValue,
  type DocumentRow,
  type SellerState,
} from './repository.ts';
import { createLocalDocumentStorage, uploadsDirectory, type DocumentStorage } from './storage.ts';
import { sweepOrphanDocuments } from './sweep.ts';
import { discardReceived, documentParts, receiveDocument, type ReceivedDocument } from './uploads.ts';

export type OnboardingRoutesOptions = ModuleContext & {
  /** Where document bytes live; local disk under $DATA_DIR/uploads by default. */
  storage?: DocumentStorage;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notEditable = (state: Pick<SellerState, 'hasOnboarded' | 'approvalStatus'>) =>
  state.hasOnboarded && state.approvalStatus !== 2;

const notEditableMessage =
  'Your onboarding details were submitted and cannot be changed now. They can be edited again only if the admin does not approve them.';

/** Onboarding needs a verified e-mail address. Route-level, so it runs after access control authenticated. */
const requireVerifiedSeller: onRequestHookHandler = async (request) => {
  if (!currentSeller(request).isVerified) throw forbidden('Please verify your e-mail address first.');
};

const filePartsDescription = `File parts (each optional when the draft already holds that document): ${documentKinds
  .map((kind) => `\`${kind}\` (${documentLabels[kind]})`)
  .join(', ')}. Each a PDF, JPEG, PNG or WebP of at most 10 MB, recognised by its bytes.`;

const submissionDescription = (extra: string) =>
  `multipart/form-data. A \`data\` part holding the JSON of OnboardingSubmission ({storeAddress, warehouseAddress, businessInfo, officers, agreement}; when storeAddress.useStoreAddressForPickup is true, warehouseAddress may be omitted and is copied from the store address). ${filePartsDescription} Every document must be present in the end, uploaded now or before: otherwise 400 with fields naming the missing ones ('Primary ID is required'). ${extra}`;

/** When pickups use the store address the warehouse is the store: the browser may leave it out. */
function withPickupWarehouse(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const form = raw as { storeAddress?: Record<string, unknown>; warehouseAddress?: unknown };
  const store = form.storeAddress;
  if (!store || store.useStoreAddressForPickup !== true || form.warehouseAddress != null) return raw;
  return {
    ...form,
    warehouseAddress: {
      warehouseAddress: store.storeAddress,
      state: store.state,
      city: store.city,
      zipcode: store.zipcode,
      contact: store.contact,
      latitude: store.latitude,
      longitude: store.longitude,
    },
  };
}

function parseSubmission(text: string | undefined): OnboardingSubmission {
  if (text === undefined) throw badRequest('Send the onboarding details as JSON in a form part named data.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('The data part must be JSON.');
  }
  const parsed = onboardingSubmissionSchema.safeParse(withPickupWarehouse(raw));
  if (parsed.success) return parsed.data;
  const failure = validationFailure(
    parsed.error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
    })),
  );
  throw new HttpError(400, 'VALIDATION_FAILED', failure.error, failure.fields);
}

/** The draft a submission leaves behind, so a rejected seller edits exactly what they sent. */
const draftFromSubmission = (submission: OnboardingSubmission): OnboardingDraft => ({
  currentStep: 'review',
  storeAddress: submission.storeAddress,
  warehouseAddress: submission.warehouseAddress,
  businessInfo: submission.businessInfo,
  officers: submission.officers,
  agreement: submission.agreement,
});

/** A header parameter value in RFC 5987 form: encodeURIComponent leaves ' ( ) * as they are, which it must not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Streams a stored document to an authorised reader, never letting the browser reinterpret it. */
async function sendDocument(reply: FastifyReply, storage: DocumentStorage, row: DocumentRow | null) {
  if (!row) throw notFound('This document has not been uploaded.');
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound('This document has not been uploaded.');
  return reply
    .header('content-type', row.contentType)
    .header('content-length', row.sizeBytes)
    .header('content-disposition', `inline; filename*=UTF-8''${rfc5987(row.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

const documentBytesResponse = {
  200: z
    .any()
    .describe(
      'The document bytes, with their content type (application/pdf, image/jpeg, image/png or image/webp)',
    ),
  ...errorResponses,
};

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, options) => {
  const { config, database, mailer } = options;
  const storage = options.storage ?? createLocalDocumentStorage(uploadsDirectory(config.dataDir));
  const onboarding = createOnboardingRepository(database.db);
  const dashboardUrl = `${config.publicUrl}/dashboard`;

  app.addHook('onReady', async () => {
    try {
      const swept = await sweepOrphanDocuments(storage, onboarding);
      if (swept.unfinished + swept.orphans > 0) app.log.info({ swept }, 'removed abandoned document files');
    } catch (error) {
      app.log.error({ err: error }, 'document sweep failed');
    }
  });

  // ----------------------------------------------------------------------------------------------------
  // Seller

  app.get(
    '/seller/onboarding',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'The saved draft, uploaded documents and approval state, to resume onboarding',
        response: { 200: onboardingStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = currentSeller(request);
      const [draft, documents, submission, decisions] = await Promise.all([
        onboarding.draftOf(seller.id),
        onboarding.documentsOf(seller.id),
        onboarding.currentSubmission(seller.id),
        onboarding.decisionsOf(seller.id),
      ]);
      const latest = decisions[0];
      return {
        data: {
          draft,
          documents: documentsByKind(documents),
          approvalStatus: seller.approvalStatus,
          rejectionReason:
            seller.approvalStatus === 2 && latest?.decision === 'rejected' ? latest.reason : null,
          submittedAt: submission?.submittedAt.toISOString() ?? null,
        },
      };
    },
  );

  app.put(
    '/seller/onboarding/draft',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'Save what the seller has typed so far (merged into the saved draft)',
        description:
          'Sections that are objects merge field by field with the saved ones; `officers` and `currentStep` replace. Only shapes are checked: the rules apply at submission.',
        body: onboardingDraftSchema,
        response: { 200: draftSavedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = currentSeller(request);
      const savedAt = await database.db.transaction(async (tx) => {
        const state = await onboarding.lockSeller(tx, seller.id);
        if (!state) throw notFound();
        if (notEditable(state)) throw conflict(notEditableMessage);
        const saved = await onboarding.draftOf(seller.id, tx);
        return onboarding.saveDraft(tx, seller.id, mergeDraft(saved, request.body));
      });
      return { data: { savedAt: savedAt.toISOString() } };
    },
  );

  app.put(
    '/seller/onboarding/documents/:kind',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'Upload (or replace) one document',
        description:
          "multipart/form-data with one file part named `file`: a PDF, JPEG, PNG or WebP (recognised by its bytes, not its name) of at most 10 MB. 415 'Upload a PDF, JPEG, PNG or WebP file.', 413 'Files can be at most 10 MB.'; nothing is kept after a refusal.",
        consumes: ['multipart/form-data'],
        params: documentParamsSchema,
        response: { 200: documentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = currentSeller(request);
      const { kind } = request.params;
      const received: ReceivedDocument[] = [];
      let replaced: string | null = null;
      let row: DocumentRow;
      try {
        for await (const part of documentParts(request)) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || received.length > 0) {
            part.file.resume();
            throw badRequest('Send exactly one file, in a form part named file.');
          }
          received.push(await receiveDocument(storage, part, kind));
        }
        const document = received[0];
        if (!document)
          throw new HttpError(400, 'VALIDATION_FAILED', 'Choose a file to upload.', {
            file: 'Choose a file to upload.',
          });
        ({ row, replaced } = await database.db.transaction(async (tx) => {
          const state = await onboarding.lockSeller(tx, seller.id);
          if (!state) throw notFound();
          if (notEditable(state)) throw conflict(notEditableMessage);
          return onboarding.replaceDocument(tx, { ...document, sellerId: seller.id });
        }));
      } catch (error) {
        await discardReceived(storage, received);
        throw error;
      }
      // Only now that the new row is committed may the old bytes go.
      if (replaced)
        await storage
          .delete(replaced)
          .catch((error: unknown) => request.log.warn({ err: error }, 'old document not removed'));
      return { data: documentInfo(row) };
    },
  );

  app.get(
    '/seller/onboarding/documents/:kind',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: "One of the signed-in seller's own documents, as bytes",
        params: documentParamsSchema,
        produces: [...documentContentTypes],
        response: documentBytesResponse,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        storage,
        await onboarding.findDocument(currentSeller(request).id, request.params.kind),
      ),
  );

  /** PATCH /seller/onboard and /seller/resubmit: the same form, allowed in different states. */
  const submit = async (request: FastifyRequest, mode: 'onboard' | 'resubmit') => {
    const seller = currentSeller(request);
    const refusal = (state: Pick<SellerState, 'hasOnboarded' | 'approvalStatus'>) => {
      if (mode === 'onboard' && state.hasOnboarded) return conflict('Your onboarding was already submitted.');
      if (mode === 'resubmit' && state.approvalStatus !== 2)
        return conflict('Only an application the admin did not approve can be resubmitted.');
      return null;
    };
    // Refused before a single byte is read when the session already tells.
    const early = refusal(seller);
    if (early) throw early;

    const received = new Map<DocumentKind, ReceivedDocument>();
    let replaced: string[] = [];
    let data: string | undefined;
    try {
      for await (const part of documentParts(request)) {
        if (part.type === 'field') {
          if (part.fieldname === 'data') data = String(part.value);
          continue;
        }
        const kind = documentKindSchema.safeParse(part.fieldname);
        if (!kind.success || received.has(kind.data)) {
          part.file.resume();
          throw badRequest(
            kind.success
              ? `Send the ${documentLabels[kind.data]} once.`
              : `Unknown file part "${part.fieldname}". Documents go in parts named ${documentKinds.join(', ')}.`,
          );
        }
        received.set(kind.data, await receiveDocument(storage, part, kind.data));
      }
      const submission = parseSubmission(data);
      replaced = await database.db.transaction(async (tx) => {
        const state = await onboarding.lockSeller(tx, seller.id);
        if (!state) throw notFound();
        const late = refusal(state);
        if (late) throw late;
        const old: string[] = [];
        for (const document of received.values()) {
          const { replaced: key } = await onboarding.replaceDocument(tx, {
            ...document,
            sellerId: seller.id,
          });
          if (key) old.push(key);
        }
        const present = new Set((await onboarding.documentsOf(seller.id, tx)).map((row) => row.kind));
        const missing = documentKinds.filter((kind) => !present.has(kind));
        if (missing.length > 0) {
          const fields = Object.fromEntries(missing.map((kind) => [kind, documentRequiredMessage(kind)]));
          throw new HttpError(400, 'VALIDATION_FAILED', documentRequiredMessage(missing[0]!), fields);
        }
        await onboarding.submit(tx, seller.id, submission);
        await onboarding.saveDraft(tx, seller.id, draftFromSubmission(submission));
        return old;
      });
    } catch (error) {
      await discardReceived(storage, received.values());
      throw error;
    }
    await Promise.allSettled(replaced.map((key) => storage.delete(key)));
    const { id: _id, sessionHash: _sessionHash, ...profile } = seller;
    return { data: { ...profile, hasOnboarded: true, approvalStatus: 0 as const } };
  };

  app.patch(
    '/seller/onboard',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'Submit onboarding: the seller becomes onboarded, Pending approval',
        description: submissionDescription('409 when onboarding was already submitted.'),
        consumes: ['multipart/form-data'],
        response: { 200: sellerProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => submit(request, 'onboard'),
  );

  app.patch(
    '/seller/resubmit',
    {
      onRequest: requireVerifiedSeller,
      schema: {
        tags: ['onboarding'],
        summary: 'Resubmit after a rejection: Pending again',
        description: submissionDescription('409 unless the account was rejected (approval status 2).'),
        consumes: ['multipart/form-data'],
        response: { 200: sellerProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => submit(request, 'resubmit'),
  );

  // ----------------------------------------------------------------------------------------------------
  // Admin

  /** The seller an admin route names, or 404 (an id that is not even a UUID is just as unknown). */
  const sellerIdOf = (id: string) => {
    if (!uuidPattern.test(id)) throw notFound('No seller with this id.');
    return id.toLowerCase();
  };

  app.get(
    '/admin/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers who submitted onboarding, newest submission first, with counts per status',
        querystring: adminSellersQuerySchema,
        response: { 200: adminSellersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const [rows, counts] = await Promise.all([
        onboarding.queue({
          status: status === undefined ? undefined : statusValue[status],
          limit: limit + 1,
          before: cursor === undefined ? undefined : Number(cursor),
        }),
        onboarding.counts(),
      ]);
      const page = rows.slice(0, limit);
      return {
        data: {
          sellers: page.map(({ submissionId: _submissionId, submittedAt, ...row }) => ({
            ...row,
            submittedAt: submittedAt.toISOString(),
          })),
          nextCursor: rows.length > limit ? String(page.at(-1)!.submissionId) : null,
          counts,
        },
      };
    },
  );

  app.get(
    '/admin/sellers/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Everything a seller submitted: addresses with coordinates, business, officers, documents, decisions',
        params: adminSellerParamsSchema,
        response: { 200: adminSellerDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = sellerIdOf(request.params.id);
      const seller = await onboarding.sellerForAdmin(id);
      if (!seller) throw notFound('No seller with this id.');
      const [submission, documents, decisions] = await Promise.all([
        onboarding.currentSubmission(id),
        onboarding.documentsOf(id),
        onboarding.decisionsOf(id),
      ]);
      return {
        data: {
          ...seller,
          registeredAt: seller.registeredAt.toISOString(),
          submission: submission && {
            ...submission.data,
            submittedAt: submission.submittedAt.toISOString(),
            submissionCount: submission.count,
          },
          documents: documentsByKind(documents),
          decisions,
        },
      };
    },
  );

  app.get(
    '/admin/sellers/:id/documents/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: "One of a seller's documents, as bytes",
        params: adminSellerDocumentParamsSchema,
        produces: [...documentContentTypes],
        response: documentBytesResponse,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        storage,
        await onboarding.findDocument(sellerIdOf(request.params.id), request.params.kind),
      ),
  );

  /** Approves or rejects a Pending seller: status, decision and notification commit together; then e-mail. */
  const decide = async (request: FastifyRequest, id: string, decision: 1 | 2, reason: string | null) => {
    const admin = currentAdmin(request);
    const { seller, recorded } = await database.db.transaction(async (tx) => {
      const state = await onboarding.lockSeller(tx, id);
      if (!state) throw notFound('No seller with this id.');
      if (state.approvalStatus !== 0) {
        throw conflict(
          state.approvalStatus === 1
            ? 'This seller is already approved.'
            : state.approvalStatus === 2
              ? 'This seller was already rejected and has not resubmitted.'
              : 'This seller has not submitted onboarding yet.',
        );
      }
      const submissionId = await onboarding.currentSubmissionId(tx, id);
      if (submissionId === null) throw conflict('This seller has not submitted onboarding yet.');
      const row = await onboarding.recordDecision(tx, {
        sellerId: id,
        submissionId,
        decision,
        reason,
        adminId: admin.id,
      });
      await notifySeller(
        tx,
        id,
        decision === 1
          ? {
              title: 'Your account is approved',
              message: 'You can now add products, apply to campaigns and request cash-outs.',
              redirectUrl: '/dashboard',
            }
          : {
              title: 'Your account was not approved',
              message: `Reason: ${reason}`,
              redirectUrl: '/dashboard',
            },
      );
      return { seller: state, recorded: row };
    });
    const letter =
      decision === 1
        ? approvedEmail(seller.email, seller.sellerName, dashboardUrl)
        : rejectedEmail(seller.email, seller.sellerName, reason ?? '', dashboardUrl);
    // The decision stands whether or not the e-mail leaves: the in-app notification already carries it.
    await mailer
      .send(letter)
      .catch((error: unknown) => request.log.error({ err: error }, 'decision e-mail not sent'));
    return {
      data: {
        id,
        approvalStatus: decision as ApprovalStatus,
        decision: {
          decision: decision === 1 ? ('approved' as const) : ('rejected' as const),
          reason,
          adminEmail: admin.email,
          decidedAt: recorded.decidedAt.toISOString(),
        },
      },
    };
  };

  app.post(
    '/admin/sellers/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a Pending seller (409 otherwise); notifies and e-mails them',
        params: adminSellerParamsSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (request) => decide(request, sellerIdOf(request.params.id), 1, null),
  );

  app.post(
    '/admin/sellers/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a Pending seller with a reason (409 otherwise); notifies and e-mails them',
        params: adminSellerParamsSchema,
        body: rejectSellerSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (request) => decide(request, sellerIdOf(request.params.id), 2, request.body.reason),
  );
};
