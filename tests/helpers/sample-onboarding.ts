// A complete, valid onboarding submission (spec §3 shape) for server and end-to-end tests.

/** A fresh copy each call, so a test may change it. */
export const validSubmission = () => ({
  storeAddress: {
    storeAddress: '123 Ayala Avenue',
    state: 'Metro Manila',
    city: 'Makati City',
    zipcode: '1200',
    contact: '09171234567',
    useStoreAddressForPickup: false,
    latitude: 14.5547,
    longitude: 121.0244,
  },
  warehouseAddress: {
    warehouseAddress: '45 Mercedes Avenue',
    state: 'Metro Manila',
    city: 'Pasig City',
    zipcode: '1600',
    contact: '+639171234567',
    latitude: 14.5764,
    longitude: 121.0851,
  },
  businessInfo: {
    businessName: 'Santos Trading',
    businessAndProductNature: 'Retail of native snacks',
    companyProfile: 'A family business selling snacks from Pampanga since 1998.',
    citizenshipCountry: 'Philippines',
    officeAddress: '123 Ayala Avenue, Makati City',
    tin: '123-456-789-000',
    secRegNo: 'CS201912345',
  },
  officers: [{ name: 'Ana Santos', email: 'ana@santos.ph', contact: '09181234567' }],
  agreement: { hasAgreed: true },
});
