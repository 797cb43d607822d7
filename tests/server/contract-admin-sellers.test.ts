// The in-memory admin sellers service (tests/services/admin-sellers.ts) against the real /api/admin/sellers
// routes: the same scenarios, the same answers.
import { expect } from 'vitest';
import {
  adminSellerDetailSchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
} from '#schemas/admin-sellers';
import { createAdminSellersService, type AdminSellersService } from '../../src/services/admin-sellers.ts';
import {
  adminEmail,
  contract,
  expectRefusal,
  parsed,
  startServerWorld,
  type World,
} from '../helpers/contract.ts';
import { createFakeAdminReview, makeSellerDetail } from '../services/admin-sellers.ts';

type AdminSellersWorld = World & {
  service: AdminSellersService;
  /** A seller submits onboarding; each one later than the one before. Resolves with the seller's id. */
  submit(): Promise<string>;
};

const pageOf = adminSellersResponseSchema.shape.data;
const outcomeOf = approvalDecisionResponseSchema.shape.data;
const unknownId = '00000000-0000-4000-8000-00000000abcd';

const scenario = contract<AdminSellersWorld>({
  'the test service': async () => {
    const fake = createFakeAdminReview();
    let order = 1000;
    return {
      service: fake.service,
      async submit() {
        // Lower index, later submission (makeSellerDetail counts back from a fixed clock).
        const seller = makeSellerDetail((order -= 1));
        fake.sellers.set(seller.id, seller);
        return seller.id;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await startServerWorld();
    return {
      service: createAdminSellersService(server.admin),
      submit: async () => (await server.submittedSeller()).id,
      close: server.close,
    };
  },
});

scenario(
  'lists one status at a time, oldest submission first, a page at a time, with every count',
  async (world) => {
    const [first, second, third, fourth] = [
      await world.submit(),
      await world.submit(),
      await world.submit(),
      await world.submit(),
    ];
    await world.service.approveSeller(first!);
    await world.service.rejectSeller(second!, 'Blurry ID');

    const counts = { pending: 2, approved: 1, rejected: 1, suspended: 0 };
    const page1 = await parsed(
      pageOf,
      world.service.listSellers({ status: 'pending', cursor: null, limit: 1 }),
    );
    expect(page1.sellers.map((seller) => seller.id)).toEqual([third]);
    expect(page1.counts).toEqual(counts);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await parsed(
      pageOf,
      world.service.listSellers({ status: 'pending', cursor: page1.nextCursor, limit: 1 }),
    );
    expect(page2.sellers.map((seller) => seller.id)).toEqual([fourth]);
    expect(page2.nextCursor).toBeNull();

    const whole = await parsed(pageOf, world.service.listSellers({ status: 'pending', cursor: null }));
    expect(whole.sellers.map((seller) => [seller.id, seller.approvalStatus])).toEqual([
      [third, 0],
      [fourth, 0],
    ]);
    const newest = await parsed(
      pageOf,
      world.service.listSellers({ status: 'pending', order: 'newest', cursor: null, limit: 1 }),
    );
    expect(newest.sellers.map((seller) => seller.id)).toEqual([fourth]);
    const older = await parsed(
      pageOf,
      world.service.listSellers({ status: 'pending', order: 'newest', cursor: newest.nextCursor, limit: 1 }),
    );
    expect(older.sellers.map((seller) => seller.id)).toEqual([third]);
    const everyone = await parsed(pageOf, world.service.listSellers({ cursor: null }));
    expect(everyone.sellers.map((seller) => seller.id)).toEqual([first, second, third, fourth]);
    expect(whole.nextCursor).toBeNull();
    const approved = await parsed(pageOf, world.service.listSellers({ status: 'approved', cursor: null }));
    expect(approved.sellers.map((seller) => [seller.id, seller.approvalStatus])).toEqual([[first, 1]]);
    const rejected = await parsed(pageOf, world.service.listSellers({ status: 'rejected', cursor: null }));
    expect(rejected.sellers.map((seller) => [seller.id, seller.approvalStatus])).toEqual([[second, 2]]);
    expect(rejected.counts).toEqual(counts);
  },
);

scenario('an empty queue has no sellers, no next page and zero counts', async (world) => {
  const page = await parsed(pageOf, world.service.listSellers({ status: 'pending', cursor: null }));
  expect(page).toEqual({
    sellers: [],
    nextCursor: null,
    counts: { pending: 0, approved: 0, rejected: 0, suspended: 0 },
  });
});

scenario('searches name, store name and e-mail in any case, with the status filter', async (world) => {
  const id = await world.submit();
  const seller = await parsed(adminSellerDetailSchema, world.service.getSeller(id));
  const search = async (q: string, status?: 'pending' | 'approved') =>
    (await parsed(pageOf, world.service.listSellers({ q, status, cursor: null }))).sellers.map(
      (row) => row.id,
    );
  expect(await search(seller.email.toUpperCase())).toEqual([id]);
  expect(await search(seller.spStoreName.toLowerCase())).toEqual([id]);
  expect(await search(seller.sellerName.slice(1, 6))).toEqual([id]);
  expect(await search(seller.email, 'pending')).toEqual([id]);
  expect(await search(seller.email, 'approved')).toEqual([]);
  expect(await search('nobody-has-this-name')).toEqual([]);
});

scenario(
  'suspends an approved seller with a reason and reinstates them; each from its status only',
  async (world) => {
    const id = await world.submit();
    const notApproved = {
      status: 409,
      code: 'CONFLICT',
      message: 'Only an approved seller can be suspended; this seller is still pending review.',
    };
    await expectRefusal(world.service.suspendSeller(id, 'Too early'), notApproved);
    await expectRefusal(world.service.reinstateSeller(id), {
      status: 409,
      code: 'CONFLICT',
      message: 'Only a suspended seller can be reinstated; this seller is still pending review.',
    });
    await world.service.approveSeller(id);
    const reasonRequired = 'Please give the seller a reason.';
    await expectRefusal(world.service.suspendSeller(id, '  '), {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: reasonRequired,
      fields: { reason: reasonRequired },
    });
    const suspended = await parsed(outcomeOf, world.service.suspendSeller(id, '  Counterfeit goods  '));
    expect(suspended).toMatchObject({
      id,
      approvalStatus: 3,
      decision: { decision: 'suspended', reason: 'Counterfeit goods', adminEmail },
    });
    await expectRefusal(world.service.suspendSeller(id, 'Again'), {
      status: 409,
      code: 'CONFLICT',
      message: 'This seller is already suspended.',
    });
    await expectRefusal(world.service.approveSeller(id), {
      status: 409,
      code: 'CONFLICT',
      message: 'This seller is suspended: reinstate them rather than deciding again.',
    });
    const listed = await parsed(pageOf, world.service.listSellers({ status: 'suspended', cursor: null }));
    expect(listed.sellers.map((seller) => seller.id)).toEqual([id]);
    expect(listed.counts).toEqual({ pending: 0, approved: 0, rejected: 0, suspended: 1 });

    const reinstated = await parsed(outcomeOf, world.service.reinstateSeller(id));
    expect(reinstated).toMatchObject({
      approvalStatus: 1,
      decision: { decision: 'reinstated', reason: null, adminEmail },
    });
    const detail = await parsed(adminSellerDetailSchema, world.service.getSeller(id));
    expect(detail.approvalStatus).toBe(1);
    expect(detail.decisions.map((decision) => decision.decision)).toEqual([
      'reinstated',
      'suspended',
      'approved',
    ]);
  },
);

scenario('approves a Pending seller once; any later decision is a 409 naming the status', async (world) => {
  const id = await world.submit();
  const outcome = await parsed(outcomeOf, world.service.approveSeller(id));
  expect(outcome).toMatchObject({
    id,
    approvalStatus: 1,
    decision: { decision: 'approved', reason: null, adminEmail },
  });
  const conflict = { status: 409, code: 'CONFLICT', message: 'This seller is already approved.' };
  await expectRefusal(world.service.approveSeller(id), conflict);
  await expectRefusal(world.service.rejectSeller(id, 'Too late'), conflict);

  const detail = await parsed(adminSellerDetailSchema, world.service.getSeller(id));
  expect(detail.approvalStatus).toBe(1);
  expect(detail.decisions).toEqual([outcome.decision]);
});

scenario('rejects with the reason trimmed; a rejected seller cannot be decided again', async (world) => {
  const id = await world.submit();
  const outcome = await parsed(outcomeOf, world.service.rejectSeller(id, '  The Primary ID is blurry.  '));
  expect(outcome).toMatchObject({
    id,
    approvalStatus: 2,
    decision: { decision: 'rejected', reason: 'The Primary ID is blurry.', adminEmail },
  });
  await expectRefusal(world.service.approveSeller(id), {
    status: 409,
    code: 'CONFLICT',
    message: 'This seller was already rejected and has not resubmitted.',
  });
});

scenario('a rejection needs a reason, checked before the seller is', async (world) => {
  const id = await world.submit();
  const reasonRequired = 'Please give the seller a reason.';
  const refusal = {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: reasonRequired,
    fields: { reason: reasonRequired },
  };
  await expectRefusal(world.service.rejectSeller(id, '   '), refusal);
  await expectRefusal(world.service.rejectSeller(unknownId, ''), refusal);
  const detail = await parsed(adminSellerDetailSchema, world.service.getSeller(id));
  expect(detail.approvalStatus).toBe(0);
  expect(detail.decisions).toEqual([]);
});

scenario('an unknown seller is a 404 for every call', async (world) => {
  const notFound = { status: 404, code: 'NOT_FOUND', message: 'No seller with this id.' };
  await expectRefusal(world.service.getSeller(unknownId), notFound);
  await expectRefusal(world.service.approveSeller(unknownId), notFound);
  await expectRefusal(world.service.rejectSeller(unknownId, 'No such seller'), notFound);
  await expectRefusal(world.service.suspendSeller(unknownId, 'No such seller'), notFound);
  await expectRefusal(world.service.reinstateSeller(unknownId), notFound);
});

scenario('hands out each submitted document as bytes of its own type', async (world) => {
  const id = await world.submit();
  const detail = await parsed(adminSellerDetailSchema, world.service.getSeller(id));
  for (const kind of ['primaryId', 'secCertificate'] as const) {
    const document = await world.service.getSellerDocument(id, kind);
    expect(document).toBeInstanceOf(Blob);
    expect(document.type).toBe(detail.documents[kind]?.contentType);
    expect(document.size).toBeGreaterThan(0);
  }
});
