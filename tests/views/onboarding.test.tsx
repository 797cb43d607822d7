// The onboarding form in the real App (fake onboarding and maps APIs, memory router).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeOnboarding } from '../services/onboarding.ts';
import { renderApp, sellerProfile } from './fake-app-logic.tsx';
import { approvalStatus } from '#schemas/seller';

const slow = { timeout: 5000 };
const newSeller = () => {
  localStorage.setItem('token', 'stored-token');
  return sellerProfile({ hasOnboarded: false, approvalStatus: null });
};
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('onboarding', () => {
  it('welcomes a new seller with what is needed, then validates the store address', async () => {
    const profile = newSeller();
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your store' }, slow)).toBeVisible();
    expect(screen.getByText(/about ten minutes/)).toBeVisible();
    for (const label of [
      'Primary ID',
      'SEC Certificate',
      'BIR Registration (Form 2303)',
      "Business/Mayor's Permit",
      'TIN ID',
    ])
      expect(screen.getByText(label)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Store address' })).toBeVisible();
    expect(screen.getByText('Step 1 of 7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Province' })).toHaveAccessibleDescription(
      'Province is required',
    );
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      'Please enter a valid 4-digit zip code',
    );
    await app.unmountAll();
  });

  it('fills the address from place search, never searching a blank query, and reports no places', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({ state: { draft: { currentStep: 'storeAddress' } } });
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile, onboarding: api });
    const search = await screen.findByRole('combobox', { name: 'Search for a place' }, slow);
    await user.type(search, '   ');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No places found')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'lahug');
    await user.click(await screen.findByRole('option', { name: /Lahug/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Cebu City'));
    expect(screen.getByRole('textbox', { name: 'Province' })).toHaveValue('Cebu');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('6000');
    expect(api.calls.searches.every((query) => query.trim() !== '')).toBe(true);
    await app.unmountAll();
  });

  it('shows the search failure message', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({
      state: { draft: { currentStep: 'storeAddress' } },
      fail: { autocomplete: true },
    });
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile, onboarding: api });
    await user.type(await screen.findByRole('combobox', { name: 'Search for a place' }, slow), 'cebu');
    // The open list says it too; the alert outside is hidden from assistive technology while the list is open.
    expect((await screen.findAllByText('Error fetching places')).length).toBeGreaterThan(0);
    await app.unmountAll();
  });

  it('uploads documents with name and size, and shows a refused file', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({
      state: { draft: { currentStep: 'documents' } },
      upload: { tinId: 'tooLarge' },
    });
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile, onboarding: api });
    await screen.findByRole('heading', { level: 1, name: 'Documents' }, slow);
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(5);
    await user.upload(inputs[0]!, pdf('my-id.pdf'));
    await user.upload(inputs[4]!, pdf('tin.pdf'));
    const primary = screen.getByRole('group', { name: 'Primary ID' });
    await waitFor(() => expect(within(primary).getByText(/my-id\.pdf · 13 bytes/)).toBeVisible());
    const tin = screen.getByRole('group', { name: 'TIN ID' });
    expect(await within(tin).findByRole('alert')).toHaveTextContent('Files can be at most 10 MB.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('group', { name: 'SEC Certificate' })).getByRole('alert'),
    ).toHaveTextContent('SEC Certificate is required');
    await app.unmountAll();
  });

  it('opens the step its URL names inside the app, and moves the URL with the step', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({
      state: {
        draft: {
          currentStep: 'officers',
          storeAddress: {
            storeAddress: '12 Gorordo Ave',
            state: 'Cebu',
            city: 'Cebu City',
            zipcode: '6000',
            contact: '0917 123 4567',
            useStoreAddressForPickup: false,
          },
        },
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/onboarding/warehouse-address', {
      loadProfile: async () => profile,
      onboarding: api,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Warehouse address' }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(app.location()).toBe('/onboarding/warehouse-address');
    // The warehouse starts as the store address, and says so; the store step it copies does not.
    expect(screen.getByText(/^Prefilled from your store address/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Warehouse address' })).toHaveValue('12 Gorordo Ave');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const store = await screen.findByRole('heading', { level: 1, name: 'Store address' });
    await waitFor(() => expect(store).toHaveFocus());
    expect(app.location()).toBe('/onboarding/store-address');
    expect(screen.queryByText(/^Prefilled from your store address/)).not.toBeInTheDocument();
    await app.unmountAll();
  });

  it('groups a contact number once the seller leaves it', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({ state: { draft: { currentStep: 'storeAddress' } } });
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile, onboarding: api });
    const contact = await screen.findByRole('textbox', { name: 'Contact number' }, slow);
    expect(contact).toHaveAttribute('inputmode', 'tel');
    expect(contact).toHaveAttribute('autocomplete', 'tel');
    await user.type(contact, '0917-123-4567');
    await user.tab();
    expect(contact).toHaveValue('+63 917 123 4567');
    expect(contact).toBeValid();
    // What is not a mobile number stays as typed, and says why.
    await user.clear(contact);
    await user.type(contact, '0917 123');
    await user.tab();
    expect(contact).toHaveValue('0917 123');
    expect(contact).toHaveAccessibleDescription(
      'A mobile number, e.g. 0917\u00a0123\u00a04567 Must be a valid contact number',
    );
    await app.unmountAll();
  });

  it('adds and removes officers and keeps at least one', async () => {
    const profile = newSeller();
    const api = createFakeOnboarding({ state: { draft: { currentStep: 'officers' } } });
    const user = userEvent.setup();
    const app = renderApp('/onboarding', { loadProfile: async () => profile, onboarding: api });
    await screen.findByRole('heading', { level: 1, name: 'Corporate officers' }, slow);
    expect(screen.getByRole('button', { name: 'Remove officer 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add officer' }));
    expect(screen.getByRole('group', { name: 'Officer 2' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove officer 2' }));
    expect(screen.queryByRole('group', { name: 'Officer 2' })).not.toBeInTheDocument();
    await app.unmountAll();
  });

  it(
    'shows a rejected seller the reason on the dashboard, and the resubmission lands back there pending',
    { timeout: 20_000 },
    async () => {
      localStorage.setItem('token', 'stored-token');
      let profile = sellerProfile({ hasOnboarded: true, approvalStatus: approvalStatus.rejected });
      const api = createFakeOnboarding({
        state: {
          approvalStatus: approvalStatus.rejected,
          rejectionReason: 'The Primary ID is blurry.',
          draft: {
            currentStep: 'review',
            storeAddress: {
              storeAddress: '12 Gorordo Ave',
              state: 'Cebu',
              city: 'Cebu City',
              zipcode: '6000',
              contact: '09171234567',
              useStoreAddressForPickup: true,
            },
            businessInfo: {
              businessName: 'Tindahan ni Ana',
              businessAndProductNature: 'Dried mangoes',
              companyProfile: 'Family business',
              citizenshipCountry: 'Philippines',
              officeAddress: '12 Gorordo Ave',
              tin: '123-456-789',
              secRegNo: 'CS201912345',
            },
            officers: [{ name: 'Ana Reyes', email: 'ana@tindahan.ph', contact: '09171234567' }],
            agreement: { hasAgreed: true },
          },
          documents: Object.fromEntries(
            (['primaryId', 'secCertificate', 'birRegistration', 'businessPermit', 'tinId'] as const).map(
              (kind) => [
                kind,
                {
                  kind,
                  fileName: `${kind}.pdf`,
                  contentType: 'application/pdf',
                  size: 13,
                  uploadedAt: new Date().toISOString(),
                },
              ],
            ),
          ) as never,
        },
      });
      const user = userEvent.setup();
      const app = renderApp('/dashboard', { loadProfile: async () => profile, onboarding: api });
      expect(await screen.findByText('The Primary ID is blurry.', {}, slow)).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Edit and resubmit' }));
      // Role queries over the whole review are slow in jsdom: wait on the text, longer on a busy machine.
      expect(
        await screen.findByText(
          /The admin did not approve your application: The Primary ID is blurry\./,
          {},
          {
            timeout: 10_000,
          },
        ),
      ).toBeVisible();
      profile = sellerProfile({ hasOnboarded: true, approvalStatus: approvalStatus.pending });
      await user.click(screen.getByRole('button', { name: 'Resubmit' }));
      await waitFor(() => expect(app.location()).toBe('/dashboard'), slow);
      expect(api.calls.submissions[0]?.mode).toBe('resubmit');
      expect(
        await screen.findByText('Your account is pending approval by the admin.', {}, slow),
      ).toBeVisible();
      await app.unmountAll();
    },
  );
});
