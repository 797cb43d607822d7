// /api/admin/campaigns (issue 14, decision 038): the admins' campaigns: list by phase, create, read, edit, delete
// (the approved products leave with it, their sellers told), and the cover photo's upload. Validates with the
// shared schemas and answers the admin campaign service's outcomes.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCampaignListQuerySchema,
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  campaignBodySchema,
  campaignCoverResponseSchema,
  campaignDeletedResponseSchema,
  campaignMessages,
  campaignParamsSchema,
} from '#schemas/campaigns';
import { productImageBytesMax } from '#schemas/products';
import { currentAdmin } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { badRequest, errorResponses, fieldError, notFound } from '../../lib/errors.ts';
import { formRoutes } from '../../lib/multipart.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { readImagePart, type AcceptedImage } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import { createAdminCampaignService, type SaveCampaignOutcome } from './admin-service.ts';
import { storeCover } from './covers.ts';

export type AdminCampaignRoutesOptions = ModuleContext & { media: MediaStore; now: () => Date };

const noSuchCampaign = () => notFound(campaignMessages.notFound);

/** A path's campaign id, or 404: anything but a positive whole number names no campaign. */
export function campaignIdOf(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw noSuchCampaign();
  return Number(text);
}

const saveRefusals: RefusalStatus<SaveCampaignOutcome> = {
  'not-found': noSuchCampaign,
  // The URL had the shape of a cover's, but no cover was uploaded under it (or it was swept long after).
  'unknown-cover': () => fieldError('backgroundImageUrl', campaignMessages.coverRequired),
};

const coverField = 'image';
const coverTooLargeMessage = `The cover photo can be at most ${productImageBytesMax / (1024 * 1024)} MB`;

/** Every picture this module accepted, so the body schema takes only those, never a look-alike value. */
const acceptedCovers = new WeakSet<AcceptedImage>();
/** The requests whose cover part has arrived: a second file part is refused unread. */
const withCover = new WeakSet<FastifyRequest>();

/**
 * Route config: the one file part `image` is read (as large as a product picture may be) and judged by its bytes
 * as it arrives; nothing is stored until the route has the whole request.
 */
const coverUpload: Pick<FastifyContextConfig, 'multipartOptions' | 'receiveFile'> = {
  multipartOptions: { limits: { fileSize: productImageBytesMax } },
  async receiveFile(part: MultipartFile, request) {
    if (part.fieldname !== coverField || withCover.has(request)) {
      part.file.resume();
      throw badRequest(`Send the cover photo as one file part named ${coverField}.`);
    }
    withCover.add(request);
    const { image } = await readImagePart(part, coverField, coverTooLargeMessage);
    acceptedCovers.add(image);
    return image;
  },
};

const coverBodySchema = z.object({
  [coverField]: z.custom<AcceptedImage>((value) => acceptedCovers.has(value as AcceptedImage), {
    error: campaignMessages.coverRequired,
  }),
});

const bodyDescription =
  'JSON: title, description, heading, backgroundImageUrl (the URL POST /api/admin/campaigns/cover answered), ' +
  'startDate and endDate (ISO with an offset, or null: no start means running from its creation, no end means ' +
  'until deleted), allowApplication, applicationEndDate (required when applications are allowed, not after the ' +
  'end), displayType (COUNTDOWN, PERCENTAGE_OFF, STARTING_AT) and displayValue (none for COUNTDOWN, a whole ' +
  'percent 1–99, or a peso amount). Every spec §5 message under its field.';

export const adminCampaignRoutes: FastifyPluginAsyncZod<AdminCampaignRoutesOptions> = async (
  app,
  { database, media, now },
) => {
  const campaigns = createAdminCampaignService({ database, now });

  app.get(
    '/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A page of the campaigns of one phase with their applied products by status and the total: every campaign newest sales period first; upcoming soonest start first; running soonest end first (no end last); ended latest end first',
        querystring: adminCampaignListQuerySchema,
        response: { 200: adminCampaignListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await campaigns.list(request.query) }),
  );

  app.post(
    '/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a campaign',
        description: bodyDescription,
        body: campaignBodySchema,
        response: { 201: adminCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await campaigns.create(currentAdmin(request).id, request.body);
      return reply.code(201).send({ data: valueOf(created, saveRefusals) });
    },
  );

  // Before /admin/campaigns/:id, so "cover" is never taken for an id.
  await formRoutes(app, (forms) => {
    forms.post(
      '/admin/campaigns/cover',
      {
        config: coverUpload,
        schema: {
          tags: ['admin'],
          summary: "Upload a campaign's cover photo; answers its public URL for backgroundImageUrl",
          description:
            'multipart/form-data with one file part named `image`: JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG (told by its bytes; SVG is stored rasterised), at most 10 MB and 50 megapixels: 415 or 413 otherwise, with nothing stored. Served at the URL answered, with the widths of spec §9 (`?w=`). A cover no campaign takes is removed after an hour.',
          consumes: ['multipart/form-data'],
          body: coverBodySchema,
          response: { 201: campaignCoverResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const url = await storeCover(database, media, currentAdmin(request).id, request.body[coverField]);
        return reply.code(201).send({ data: { url } });
      },
    );
  });

  app.get(
    '/admin/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One campaign with its applied products by status',
        params: campaignParamsSchema,
        response: { 200: adminCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await campaigns.get(campaignIdOf(request.params.id));
      if (!campaign) throw noSuchCampaign();
      return { data: campaign };
    },
  );

  app.put(
    '/admin/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a campaign: every field replaced',
        description: bodyDescription,
        params: campaignParamsSchema,
        body: campaignBodySchema,
        response: { 200: adminCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(await campaigns.update(campaignIdOf(request.params.id), request.body), saveRefusals),
    }),
  );

  app.delete(
    '/admin/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Delete a campaign with its applications; the sellers whose products were approved in it are notified. Answers how many approved products left with it',
        params: campaignParamsSchema,
        response: { 200: campaignDeletedResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(await campaigns.remove(campaignIdOf(request.params.id)), {
        'not-found': noSuchCampaign,
      }),
    }),
  );
};
