// Demo data for `npm run demo`: a demo admin and sellers in every onboarding state, with sample documents and
// the notifications their decisions sent. Idempotent: an account that exists already is left as it is.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { documentKinds, documentLabels, type OnboardingSubmission } from '#schemas/onboarding';
import type { SellerDecision } from '#schemas/admin-sellers';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createAdminRepository } from '../admin/repository.ts';
import { notifySeller } from '../notifications/notify.ts';
import { createSellerRepository } from '../seller/repository.ts';
import { createOnboardingRepository } from './repository.ts';
import { samplePdf, samplePng } from './sample-documents.ts';
import { decisionNotification } from './service.ts';
import { DocumentInspector } from './sniff.ts';
import { newStorageKey, type DocumentStorage } from './storage.ts';

export const demoPassword = 'demo1234';
export const demoAdmin = { email: 'demo-admin@suki.local', password: 'demo-admin-1234' };

type DemoState = 'unverified' | 'verified' | 'pending' | 'approved' | 'rejected' | 'suspended';

export type DemoLogin = { state: DemoState; email: string; password: string; note: string };

const demoSellers: Array<{
  state: DemoState;
  email: string;
  sellerName: string;
  spStoreName: string;
  note: string;
}> = [
  {
    state: 'unverified',
    email: 'demo-unverified@suki.local',
    sellerName: 'Uma Reyes',
    spStoreName: "Uma's Crafts",
    note: 'registered, e-mail not verified',
  },
  {
    state: 'verified',
    email: 'demo-new@suki.local',
    sellerName: 'Nico Cruz',
    spStoreName: 'Nico Gadgets',
    note: 'verified, onboarding started (draft saved)',
  },
  {
    state: 'pending',
    email: 'demo-pending@suki.local',
    sellerName: 'Paz Garcia',
    spStoreName: 'Paz Pasalubong',
    note: 'onboarded, awaiting approval',
  },
  {
    state: 'approved',
    email: 'demo-approved@suki.local',
    sellerName: 'Ana Santos',
    spStoreName: "Ana's Sari-Sari",
    note: 'approved',
  },
  {
    state: 'rejected',
    email: 'demo-rejected@suki.local',
    sellerName: 'Rico Dela Cruz',
    spStoreName: 'Rico Rice Trading',
    note: 'rejected with a reason',
  },
  {
    state: 'suspended',
    email: 'demo-suspended@suki.local',
    sellerName: 'Sol Navarro',
    spStoreName: 'Sol Surf Shop',
    note: 'approved, then suspended with a reason (sign-in says why)',
  },
];

export const demoRejectionReason = 'The TIN ID photo is too blurry to read. Please upload a clearer copy.';
export const demoSuspensionReason =
  'Buyers reported three orders marked shipped that never left the store. We are looking into it.';

const submissionFor = (name: string, business: string): OnboardingSubmission => ({
  storeAddress: {
    storeAddress: '6750 Ayala Avenue',
    state: 'Metro Manila',
    city: 'Makati City',
    zipcode: '1226',
    contact: '09171234567',
    useStoreAddressForPickup: false,
    latitude: 14.5547,
    longitude: 121.0244,
  },
  warehouseAddress: {
    warehouseAddress: '45 Mercedes Avenue, San Miguel',
    state: 'Metro Manila',
    city: 'Pasig City',
    zipcode: '1600',
    contact: '+639181234567',
    latitude: 14.5764,
    longitude: 121.0851,
  },
  businessInfo: {
    businessName: business,
    businessAndProductNature: 'Retail of Filipino snacks and home goods',
    companyProfile: `${business} is a family business serving shoppers across Luzon since 2015.`,
    citizenshipCountry: 'Philippines',
    officeAddress: '6750 Ayala Avenue, Makati City',
    tin: '123-456-789-000',
    secRegNo: 'CS201512345',
  },
  officers: [
    { name, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.ph`, contact: '09191234567' },
  ],
  agreement: { hasAgreed: true },
});

async function storeSample(storage: DocumentStorage, bytes: Buffer) {
  const inspector = new DocumentInspector();
  const storageKey = newStorageKey();
  await storage.put(storageKey, Readable.from([bytes]).pipe(inspector));
  return {
    storageKey,
    contentType: inspector.contentType!,
    sizeBytes: inspector.size,
    sha256: inspector.sha256,
  };
}

/** Creates whatever demo account is missing; returns every demo login. */
export async function seedDemoData(database: Database, storage: DocumentStorage): Promise<DemoLogin[]> {
  const admins = createAdminRepository(database.db);
  if (!(await admins.findByEmail(demoAdmin.email)))
    await admins.create(demoAdmin.email, await hashPassword(demoAdmin.password));
  const admin = (await admins.findByEmail(demoAdmin.email))!;
  const sellerAccounts = createSellerRepository(database.db);
  const passwordHash = await hashPassword(demoPassword);

  for (const demo of demoSellers) {
    if (await sellerAccounts.findByEmail(demo.email)) continue;
    const stored: string[] = [];
    try {
      await database.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(sellers)
          .values({
            email: demo.email,
            sellerName: demo.sellerName,
            spStoreName: demo.spStoreName,
            country: 'PH',
            passwordHash,
          })
          .returning({ id: sellers.id });
        const id = created!.id;
        const onboarding = createOnboardingRepository(tx);
        if (demo.state === 'unverified') return;
        await tx
          .update(sellers)
          .set({ emailVerifiedAt: sql`now()` })
          .where(sql`${sellers.id} = ${id}`);
        const submission = submissionFor(demo.sellerName, `${demo.spStoreName} Trading`);
        if (demo.state === 'verified') {
          await onboarding.saveDraft(id, {
            currentStep: 'businessInfo',
            storeAddress: submission.storeAddress,
          });
          return;
        }
        for (const kind of documentKinds) {
          const bytes =
            kind === 'primaryId' || kind === 'tinId'
              ? samplePng(64, 40)
              : samplePdf(`${documentLabels[kind]} of ${demo.spStoreName}`);
          const sample = await storeSample(storage, bytes);
          stored.push(sample.storageKey);
          await onboarding.replaceDocument({
            sellerId: id,
            kind,
            fileName: `${kind}.${sample.contentType === 'image/png' ? 'png' : 'pdf'}`,
            ...sample,
          });
        }
        await onboarding.submit(id, submission);
        await onboarding.saveDraft(id, { currentStep: 'review', ...submission });
        if (demo.state === 'pending') return;
        const submissionId = (await onboarding.currentSubmissionId(id))!;
        // A suspended seller was approved first: the history shows both decisions, as the admin's would.
        const decisions: Array<[SellerDecision, string | null]> =
          demo.state === 'rejected'
            ? [['rejected', demoRejectionReason]]
            : demo.state === 'suspended'
              ? [
                  ['approved', null],
                  ['suspended', demoSuspensionReason],
                ]
              : [['approved', null]];
        for (const [decision, reason] of decisions) {
          await onboarding.recordDecision({
            sellerId: id,
            submissionId,
            decision,
            reason,
            adminId: admin.id,
          });
          await notifySeller(tx, id, decisionNotification(decision, reason));
        }
      });
    } catch (error) {
      await Promise.allSettled(stored.map((key) => storage.delete(key)));
      throw error;
    }
  }
  return demoSellers.map(({ state, email, note }) => ({ state, email, password: demoPassword, note }));
}
