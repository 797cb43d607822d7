// What the seller submitted at onboarding: both addresses with their pins, the business and its officers.
import type { AdminSellerDetail } from '#schemas/admin-sellers';
import { formatMobile } from '#schemas/phone';
import { Card } from '../ui/Card.tsx';
import { Details } from './Details.tsx';
import { Location } from './Location.tsx';
import * as styles from './admin.css.ts';

export type SubmissionDetailsProps = { submission: NonNullable<AdminSellerDetail['submission']> };

export function SubmissionDetails({ submission }: SubmissionDetailsProps) {
  const { storeAddress, warehouseAddress, businessInfo, agreement, officers } = submission;
  return (
    <div className={styles.sections}>
      <Card title="Store address">
        <Details
          rows={[
            ['Address', storeAddress.storeAddress],
            ['Province', storeAddress.state],
            ['City', storeAddress.city],
            ['Zip code', storeAddress.zipcode],
            ['Contact', formatMobile(storeAddress.contact)],
            [
              'Pickup',
              storeAddress.useStoreAddressForPickup ? 'From the store address' : 'From the warehouse',
            ],
          ]}
        />
        <Location label="Store address" latitude={storeAddress.latitude} longitude={storeAddress.longitude} />
      </Card>
      <Card title="Warehouse address">
        <Details
          rows={[
            ['Address', warehouseAddress.warehouseAddress],
            ['Province', warehouseAddress.state],
            ['City', warehouseAddress.city],
            ['Zip code', warehouseAddress.zipcode],
            ['Contact', formatMobile(warehouseAddress.contact)],
          ]}
        />
        <Location
          label="Warehouse address"
          latitude={warehouseAddress.latitude}
          longitude={warehouseAddress.longitude}
        />
      </Card>
      <Card title="Business information">
        <Details
          rows={[
            ['Name of business', businessInfo.businessName],
            ['Nature of business and product', businessInfo.businessAndProductNature],
            ['Company profile', businessInfo.companyProfile],
            ['Country of Citizenship', businessInfo.citizenshipCountry],
            ['Office address', businessInfo.officeAddress],
            ['TIN', businessInfo.tin],
            ['SEC registration no.', businessInfo.secRegNo],
            ['Seller agreement', agreement.hasAgreed ? 'Agreed' : 'Not agreed'],
          ]}
        />
      </Card>
      <Card title="Corporate officers">
        <ol className={styles.history}>
          {officers.map((officer, index) => (
            <li key={index} className={styles.cell}>
              <strong>{officer.name}</strong>
              <span className={styles.muted}>
                {officer.email} · {formatMobile(officer.contact)}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
