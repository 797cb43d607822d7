-- Seeds the single privacy-policy row (id 1); admins edit it later. Plain text with light markdown.
INSERT INTO "privacy_policy" ("id", "content") VALUES (1, $policy$# Suki Merchant Privacy Policy

Suki Merchant is the seller portal of Suki, an online marketplace in the Philippines. This policy explains what personal information we collect from sellers and the people who act for them, why we collect it, how long we keep it, and the rights you have under the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations, and the issuances of the National Privacy Commission (NPC).

Suki, as the operator of Suki Merchant, is the personal information controller for the information described here.

## 1. What we collect

- Account information: your name as seller, your store name, your country, your e-mail address, and your password. We never store the password itself, only a one-way hash of it.
- Verification and sign-in records: whether your e-mail address is verified, when you signed in, and records of failed sign-in attempts, including the network (IP) address they came from.
- Onboarding and business information: store and warehouse addresses, contact numbers, business name, nature of business, company profile, country of citizenship, office address, Taxpayer Identification Number (TIN), SEC or DTI registration number, the business documents you upload, and the names, e-mail addresses and contact numbers of your corporate officers.
- Selling and payout information: your products, orders, campaigns, earnings, and the bank or e-wallet details you give us for payouts.
- Messages: the e-mails we send you and the requests you send to our support team.

We do not collect sensitive personal information beyond what the law requires for verifying a business (for example, government-issued identifiers such as your TIN).

## 2. Why we use it

- To create and secure your account, verify your e-mail address, let you sign in, and reset your password when you ask (performance of our agreement with you).
- To review your onboarding documents and decide whether to approve your store (performance of our agreement, and our legitimate interest in keeping the marketplace safe from fraud).
- To list your products, pass orders to you, and pay out your earnings (performance of our agreement).
- To keep records that Philippine tax, commercial and anti-money-laundering laws require (legal obligation).
- To protect the service, for example by limiting repeated failed sign-ins (legitimate interest in security).
- To send you notices about your account, orders and payouts. We send marketing messages only if you agree, and you can stop them at any time.

We do not sell your personal information, and we do not make decisions about you by automated means alone; store approval is decided by a person.

## 3. Who we share it with

- Service providers that host our servers, deliver our e-mails, and process payouts, bound by contracts that require them to protect your information and use it only on our instructions.
- Buyers on the Suki marketplace, who see your store name and the product information you publish.
- Government agencies and courts, when the law requires it.

## 4. How long we keep it

- Account and business information: for as long as your account is open, then for as long as the law requires us to keep business and tax records, after which it is deleted or anonymised.
- Sign-in sessions: until you log out, change or reset your password, or 30 days after you last used them.
- E-mail verification links expire after 24 hours and password reset links after 1 hour; each works only once.
- Records of failed sign-in attempts: no longer than 30 days.

## 5. How we protect it

Passwords are hashed with Argon2id. Session tokens and e-mail links are random and only their hashes are stored. Access to seller information is limited to staff who need it for their work. If a personal data breach occurs that is likely to harm you, we will notify you and the National Privacy Commission within 72 hours of knowing about it, as the NPC requires.

## 6. Your rights as a data subject

Under the Data Privacy Act you have the right:

- to be informed whether and how your personal information is processed;
- to access your personal information and obtain a copy of it;
- to object to processing, including processing for marketing;
- to have inaccurate or incomplete information corrected (rectification);
- to have your information suspended, withdrawn, blocked, removed or destroyed when it is no longer needed or was processed unlawfully (erasure or blocking);
- to receive your information in an electronic, commonly used format (data portability);
- to be indemnified for damages caused by inaccurate, incomplete, outdated, false, unlawfully obtained or unauthorised use of your information; and
- to file a complaint with the National Privacy Commission.

To use any of these rights, write to our Data Protection Officer through the contact e-mail on the Support page of Suki Merchant. We answer within 15 working days. We may ask you to confirm your identity first.

## 7. Complaints to the National Privacy Commission

If you believe we have not handled your personal information lawfully, you may complain to us first, and you may also file a complaint with the National Privacy Commission:

National Privacy Commission
5th Floor, Delegation Building, PICC Complex, Roxas Boulevard, Pasay City, Metro Manila 1307
Website: https://privacy.gov.ph
E-mail: complaints@privacy.gov.ph

## 8. Your browser

Suki Merchant keeps your sign-in token in your browser's local storage so you stay signed in. We do not use advertising cookies or third-party trackers.

## 9. Changes to this policy

When we change this policy we publish the new version here and, for important changes, tell you by e-mail before they take effect.

## 10. Contact

Data Protection Officer, Suki Merchant: use the contact e-mail on the Support page.
$policy$);
