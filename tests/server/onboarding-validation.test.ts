// Every onboarding validation message (spec §5 and ours), as the API answers them on PATCH /api/seller/onboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { documentKinds, onboardingDraftSchema, storeAddressSchema } from '#schemas/onboarding';
import { call } from './support.ts';
import {
  allDocumentParts,
  newSeller,
  send,
  startOnboardingApp,
  validSubmission,
  type OnboardingTestApp,
  type Part,
  type TestSeller,
  uploadedFiles,
} from './onboarding-fixture.ts';

let t: OnboardingTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startOnboardingApp();
  seller = await newSeller(t);
});
afterAll(() => t.close());

type Submission = ReturnType<typeof validSubmission>;

/** Submits the valid form changed by `change` (data part only: validation answers before documents count). */
async function fieldsFor(change: (form: Submission) => void, parts: Array<[string, Part]> = []) {
  const form = validSubmission();
  change(form);
  const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
    ['data', JSON.stringify(form)],
    ...parts,
  ]);
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.fields ?? {};
}

const cases: Array<[string, (form: Submission) => void, string, string]> = [
  [
    'blank store address',
    (f) => void (f.storeAddress.storeAddress = ' '),
    'storeAddress.storeAddress',
    'Store address is required',
  ],
  [
    'blank store province',
    (f) => void (f.storeAddress.state = ''),
    'storeAddress.state',
    'Province is required',
  ],
  ['blank store city', (f) => void (f.storeAddress.city = ''), 'storeAddress.city', 'City is required'],
  [
    '3-digit store zip',
    (f) => void (f.storeAddress.zipcode = '120'),
    'storeAddress.zipcode',
    'Please enter a valid 4-digit zip code',
  ],
  [
    'blank store zip',
    (f) => void (f.storeAddress.zipcode = ''),
    'storeAddress.zipcode',
    'Please enter a valid 4-digit zip code',
  ],
  [
    'lettered store zip',
    (f) => void (f.storeAddress.zipcode = '12a0'),
    'storeAddress.zipcode',
    'Please enter a valid 4-digit zip code',
  ],
  [
    'store contact 08…',
    (f) => void (f.storeAddress.contact = '08171234567'),
    'storeAddress.contact',
    'Must be a valid contact number',
  ],
  [
    'store contact too short',
    (f) => void (f.storeAddress.contact = '0917123456'),
    'storeAddress.contact',
    'Must be a valid contact number',
  ],
  [
    'store contact +63 9 with 10 digits',
    (f) => void (f.storeAddress.contact = '+6391712345678'),
    'storeAddress.contact',
    'Must be a valid contact number',
  ],
  [
    'blank warehouse address',
    (f) => void (f.warehouseAddress.warehouseAddress = ''),
    'warehouseAddress.warehouseAddress',
    'Warehouse address is required',
  ],
  [
    'blank warehouse province',
    (f) => void (f.warehouseAddress.state = ''),
    'warehouseAddress.state',
    'Province is required',
  ],
  [
    'blank warehouse city',
    (f) => void (f.warehouseAddress.city = ''),
    'warehouseAddress.city',
    'City is required',
  ],
  [
    '5-digit warehouse zip',
    (f) => void (f.warehouseAddress.zipcode = '12000'),
    'warehouseAddress.zipcode',
    'Please enter a valid 4-digit zip code',
  ],
  [
    'blank warehouse contact',
    (f) => void (f.warehouseAddress.contact = ''),
    'warehouseAddress.contact',
    'Must be a valid contact number',
  ],
  [
    'blank business name',
    (f) => void (f.businessInfo.businessName = ''),
    'businessInfo.businessName',
    'Name of business is required',
  ],
  [
    'blank nature',
    (f) => void (f.businessInfo.businessAndProductNature = ''),
    'businessInfo.businessAndProductNature',
    'Nature of business and product is required',
  ],
  [
    'blank company profile',
    (f) => void (f.businessInfo.companyProfile = ''),
    'businessInfo.companyProfile',
    'Company profile is required',
  ],
  [
    'blank citizenship',
    (f) => void (f.businessInfo.citizenshipCountry = ''),
    'businessInfo.citizenshipCountry',
    'Country of Citizenship is required',
  ],
  [
    'blank office address',
    (f) => void (f.businessInfo.officeAddress = ''),
    'businessInfo.officeAddress',
    'Office address is required',
  ],
  ['blank TIN', (f) => void (f.businessInfo.tin = ''), 'businessInfo.tin', 'TIN is required'],
  [
    'blank SEC no.',
    (f) => void (f.businessInfo.secRegNo = ''),
    'businessInfo.secRegNo',
    'SEC registration no. is required',
  ],
  ['blank officer name', (f) => void (f.officers[0]!.name = ''), 'officers.0.name', 'Name is required'],
  ['blank officer e-mail', (f) => void (f.officers[0]!.email = ''), 'officers.0.email', 'Email is required'],
  [
    'invalid officer e-mail',
    (f) => void (f.officers[0]!.email = 'ana@'),
    'officers.0.email',
    'Must be a valid email address',
  ],
  [
    'invalid officer contact',
    (f) => void (f.officers[0]!.contact = '12345'),
    'officers.0.contact',
    'Must be a valid contact number',
  ],
  ['no officers', (f) => void (f.officers = []), 'officers', 'Add at least one corporate officer'],
  [
    'agreement not given',
    (f) => void (f.agreement.hasAgreed = false as true),
    'agreement.hasAgreed',
    'Please agree to the seller agreement to continue',
  ],
];

describe('PATCH /api/seller/onboard validation', () => {
  it.each(cases)('%s -> %s: %s', async (_name, change, field, message) => {
    expect((await fieldsFor(change))[field]).toBe(message);
  });

  it('names a second officer by its index', async () => {
    const fields = await fieldsFor((f) => {
      f.officers.push({ name: 'Ben', email: 'not-an-email', contact: '09181234567' });
    });
    expect(fields).toEqual({ 'officers.1.email': 'Must be a valid email address' });
  });

  it('accepts both phone forms: 09… and +639…', () => {
    const store = validSubmission().storeAddress;
    expect(storeAddressSchema.safeParse({ ...store, contact: '09171234567' }).success).toBe(true);
    expect(storeAddressSchema.safeParse({ ...store, contact: '+639171234567' }).success).toBe(true);
  });

  it('takes contact numbers with spaces, dashes and brackets, and keeps them as +639…', async () => {
    const other = await newSeller(t);
    const form = validSubmission();
    form.storeAddress.contact = '0917 123 4567';
    form.warehouseAddress.contact = '(0918) 765-4321';
    form.officers[0]!.contact = '+63 917 123 4567';
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', other.token, [
      ['data', JSON.stringify(form)],
      ...allDocumentParts(),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { draft } = (await call(t.app, 'GET', '/api/seller/onboarding', { token: other.token })).json()
      .data;
    expect(draft.storeAddress.contact).toBe('+639171234567');
    expect(draft.warehouseAddress.contact).toBe('+639187654321');
    expect(draft.officers[0].contact).toBe('+639171234567');
  });

  it.each([
    ['letters', '0917 ABC 4567'],
    ['a slash', '0917/123/4567'],
    ['over 20 characters', '0917 - 123 - 4567 - 0'],
  ])('refuses a contact number with %s in the spec words', async (_name, contact) => {
    expect((await fieldsFor((f) => void (f.storeAddress.contact = contact)))['storeAddress.contact']).toBe(
      'Must be a valid contact number',
    );
  });

  it('a missing data part, or one that is not JSON, is a 400 in words', async () => {
    const missing = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [['other', 'x']]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Send the onboarding details as JSON in a form part named data.');
    const broken = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [['data', '{nope']]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('The data part must be JSON.');
  });

  it('names every missing document, in the words of its label', async () => {
    const filesBefore = await uploadedFiles(t);
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
      ['data', JSON.stringify(validSubmission())],
      ...allDocumentParts().filter(([name]) => name === 'secCertificate'),
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'Primary ID is required',
      code: 'VALIDATION_FAILED',
      fields: {
        primaryId: 'Primary ID is required',
        birRegistration: 'BIR Registration (Form 2303) is required',
        businessPermit: "Business/Mayor's Permit is required",
        tinId: 'TIN ID is required',
      },
    });
    // The refused submission kept nothing: the one document sent is not in the draft either.
    const state = await call(t.app, 'GET', '/api/seller/onboarding', { token: seller.token });
    expect(Object.values(state.json().data.documents)).toEqual(documentKinds.map(() => null));
    expect(await uploadedFiles(t)).toEqual(filesBefore);
  });

  it('refuses an unknown file part and a document sent twice', async () => {
    const [first] = allDocumentParts();
    const unknown = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
      ['data', JSON.stringify(validSubmission())],
      ['passport', first![1]],
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Unknown file part "passport"/);
    const twice = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [first!, first!]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Send the Primary ID once.');
  });

  it('refuses JSON instead of form data', async () => {
    const response = await call(t.app, 'PATCH', '/api/seller/onboard', {
      token: seller.token,
      body: validSubmission(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('This request must be sent as form data.');
  });

  it('uses the store address for the warehouse when pickups use it and the warehouse is left out', async () => {
    const other = await newSeller(t);
    const form: Partial<Submission> = validSubmission();
    form.storeAddress!.useStoreAddressForPickup = true;
    delete form.warehouseAddress;
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', other.token, [
      ['data', JSON.stringify(form)],
      ...allDocumentParts(),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const state = await call(t.app, 'GET', '/api/seller/onboarding', { token: other.token });
    expect(state.json().data.draft.warehouseAddress).toMatchObject({
      warehouseAddress: '123 Ayala Avenue',
      city: 'Makati City',
      zipcode: '1200',
    });
  });
});

describe('PUT /api/seller/onboarding/draft', () => {
  it('checks shapes only: blank fields are fine, a wrong type is not', async () => {
    expect(onboardingDraftSchema.safeParse({ storeAddress: { zipcode: '' } }).success).toBe(true);
    const response = await call(t.app, 'PUT', '/api/seller/onboarding/draft', {
      token: seller.token,
      body: { storeAddress: { zipcode: 1200 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['storeAddress.zipcode']);
  });
});
