// The seller guidelines of spec §9, shown on the dashboard.
export const sellerGuidelines = [
  {
    title: 'Accurate product details',
    text: 'Describe each product truthfully: name, photos and condition.',
  },
  {
    title: 'Complete product information',
    text: 'Fill in every field buyers rely on, from the category to the description.',
  },
  {
    title: 'Variants with dimensions and weights',
    text: 'Give each variant its own size and weight so shipping is quoted right.',
  },
  {
    title: 'Compliance with policies',
    text: 'Sell only what the marketplace policies and Philippine law allow.',
  },
  { title: 'Regular updates', text: 'Keep stock, prices and order statuses current.' },
] as const;
