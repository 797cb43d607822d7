// Where a seller may cash out to (issue 13): the Philippine banks and e-wallets of the project's payout
// research (ph-payout-channels.json in the shared research), banks first, then e-wallets. An e-wallet's account
// is the mobile number it is registered to (the cash-out schema's rule); banks' account lengths are not
// checked, because the research guesses half of them and a wrong refusal would block a real account.
import type { PaymentChannel } from '#schemas/earnings';

export const paymentChannels: readonly PaymentChannel[] = [
  { channelCode: 'PH_BDO', channelName: 'BDO Unibank', kind: 'bank' },
  { channelCode: 'PH_BPI', channelName: 'Bank of the Philippine Islands (BPI)', kind: 'bank' },
  { channelCode: 'PH_MET', channelName: 'Metropolitan Bank and Trust Co. (Metrobank)', kind: 'bank' },
  { channelCode: 'PH_LBP', channelName: 'Land Bank of the Philippines', kind: 'bank' },
  { channelCode: 'PH_PNB', channelName: 'Philippine National Bank (PNB)', kind: 'bank' },
  { channelCode: 'PH_SEC', channelName: 'Security Bank Corporation', kind: 'bank' },
  { channelCode: 'PH_UBP', channelName: 'UnionBank of the Philippines', kind: 'bank' },
  { channelCode: 'PH_RCBC', channelName: 'Rizal Commercial Banking Corp. (RCBC)', kind: 'bank' },
  { channelCode: 'PH_CBC', channelName: 'China Banking Corporation (Chinabank)', kind: 'bank' },
  { channelCode: 'PH_CBS', channelName: 'China Bank Savings', kind: 'bank' },
  { channelCode: 'PH_EWB', channelName: 'East West Banking Corporation (EastWest)', kind: 'bank' },
  { channelCode: 'PH_PSB', channelName: 'Philippine Savings Bank (PSBank)', kind: 'bank' },
  { channelCode: 'PH_AUB', channelName: 'Asia United Bank', kind: 'bank' },
  { channelCode: 'PH_DBP', channelName: 'Development Bank of the Philippines', kind: 'bank' },
  { channelCode: 'PH_BOC', channelName: 'Bank of Commerce', kind: 'bank' },
  { channelCode: 'PH_CTBC', channelName: 'CTBC Bank (Philippines)', kind: 'bank' },
  { channelCode: 'PH_MPI', channelName: 'Maybank Philippines', kind: 'bank' },
  { channelCode: 'PH_ONB', channelName: 'BDO Network Bank', kind: 'bank' },
  { channelCode: 'PH_GCASH', channelName: 'GCash', kind: 'ewallet' },
  { channelCode: 'PH_PAYMAYA', channelName: 'Maya (PayMaya)', kind: 'ewallet' },
  { channelCode: 'PH_GRABPAY', channelName: 'GrabPay', kind: 'ewallet' },
  { channelCode: 'PH_COINS', channelName: 'Coins.ph', kind: 'ewallet' },
];

const byCode = new Map(paymentChannels.map((channel) => [channel.channelCode, channel]));

/** The channel a request names; every stored request names one of the list (the schema checked it). */
export const channelNameOf = (channelCode: string): string =>
  byCode.get(channelCode)?.channelName ?? channelCode;
