// Products (spec §3 Product, New/Edit product, pricing, inventory, dimensions, variant, option; §4 status
// filter and sort; §5 every product message; §7 /api/products; §9 page size and limits). The browser's forms
// validate with these same schemas, so a message reads the same wherever it is shown.
import { z } from 'zod';
import { envelope } from './api.ts';
import { categorySchema } from './categories.ts';
import { isBlank, pesos } from './money.ts';
import { optionalParam, wholeParam } from './params.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Status, list and count

/** Spec §9: 0 pending, 1 approved, 2 rejected. A new or content-edited product waits for an admin. */
export const productStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const productStatusSchema = z.union([
  z.literal(productStatus.pending),
  z.literal(productStatus.approved),
  z.literal(productStatus.rejected),
]);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** The status filter (spec §4) in its order on screen; `undefined` is All. */
export const productStatusFilters = [
  { label: 'All', status: undefined },
  { label: 'Approved', status: productStatus.approved },
  { label: 'Pending', status: productStatus.pending },
  { label: 'Rejected', status: productStatus.rejected },
] as const;

export const productPageSize = 10;
export const productPageSizeMax = 50;
export const productSearchMax = 100;

/** Spec §9: Date Added or Stock, Descending or Ascending; date_add descending by default (spec §4). */
export const productSorts = [
  { value: 'date_add', label: 'Date Added' },
  { value: 'quantity', label: 'Stock' },
] as const;
export const productSortOrders = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
] as const;
export const productSortSchema = z.enum(['date_add', 'quantity']);
export type ProductSort = z.infer<typeof productSortSchema>;
export const productSortOrderSchema = z.enum(['desc', 'asc']);
export type ProductSortOrder = z.infer<typeof productSortOrderSchema>;

const productSearch = text({ label: 'Search', max: productSearchMax });

const productFilterShape = {
  /** Part of a name, SKU or tag, in any case and with or without accents; blank matches every product. */
  search: productSearch.optional(),
  status: optionalParam(
    z
      .enum(['0', '1', '2'], { error: 'status must be 0, 1 or 2' })
      .transform((value) => Number(value) as ProductStatus),
  ),
};

export const productListQuerySchema = z.object({
  ...productFilterShape,
  limit: wholeParam('limit', 1, productPageSizeMax).default(productPageSize),
  page: wholeParam('page', 1, 1_000_000).default(1),
  sortBy: productSortSchema.default('date_add'),
  sortOrder: productSortOrderSchema.default('desc'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productCountQuerySchema = z.object(productFilterShape);
export type ProductCountQuery = z.infer<typeof productCountQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// The product as every answer shows it (prices in pesos with at most 2 decimals; integer centavos inside)

const id = z.number().int().positive();
const money = z.number().nonnegative();

export const productImageSchema = z.object({
  id,
  /** The media path of the original size; append `?w=<width>` for one of `imageWidths`. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productOptionSchema = z.object({
  id,
  name: z.string(),
  productId: id,
  values: z.array(z.object({ id, optionId: id, value: z.string() })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

const dimensionShape = {
  /** Grams. */
  weight: z.number(),
  /** Centimetres. */
  length: z.number(),
  width: z.number(),
  height: z.number(),
};

export const productVariantSchema = z.object({
  id,
  option1: z.string(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int().nonnegative(),
  price: money,
  discountedPrice: money.nullable(),
  chargeTaxes: z.boolean(),
  image: z.object({ id, url: z.string() }).nullable(),
  ...dimensionShape,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id,
  productName: z.string(),
  productDescription: z.string(),
  productTag: z.array(z.string()),
  status: productStatusSchema,
  /** Why an admin rejected it; null otherwise. */
  statusReason: z.string().nullable(),
  price: money,
  discountedPrice: money.nullable(),
  chargeTaxes: z.boolean(),
  sku: z.string(),
  /** With variants, the sum of theirs. */
  quantity: z.number().int().nonnegative(),
  ...dimensionShape,
  date_add: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  category: categorySchema.nullable(),
  productCategoryIds: z.array(id),
  images: z.array(productImageSchema),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productResponseSchema = envelope(productSchema);
export const productListResponseSchema = envelope(
  z.object({
    products: z.array(productSchema),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), hasNextPage: z.boolean() }),
  }),
);
export type ProductPage = z.infer<typeof productListResponseSchema>['data'];
export const productCountResponseSchema = envelope(z.object({ count: z.number().int().nonnegative() }));

/** A product's or variant's id in a path: any text within Fastify's bound, so a non-number is a 404. */
const pathId = text({ label: 'Id', max: 100 });
export const productParamsSchema = z.object({ id: pathId });
export const variantParamsSchema = z.object({ id: pathId, variantId: pathId });

// ---------------------------------------------------------------------------------------------------------
// The form's fields (spec §5), one schema per field so a form can check a field alone

export const productNameMax = 255;
export const productDescriptionMax = 10_000;
export const productTagMax = 40;
export const productTagsMax = 20;
export const skuMax = 64;
export const quantityMax = 1_000_000;
/** Spec §9: at most 3 options, each with at most 3 values. */
export const optionsMax = 3;
export const optionValuesMax = 3;
export const optionNameMax = 40;
export const optionValueMax = 40;
/** Images per product, and the bytes of one. */
export const productImagesMax = 10;
export const productImageBytesMax = 10 * 1024 * 1024;
/** Spec §9: the recognised extensions (the server decides by the bytes, not by the name). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tiff', 'ico'] as const;
/** Spec §9: the widths the media path serves, at quality 75. */
export const imageWidths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const imageQuality = 75;

const productNameCreateMessage = 'Product name is required and must be atleast 3 characters';
export const productNameCreate = text({
  label: 'Product name',
  max: productNameMax,
  error: productNameCreateMessage,
}).min(3, { error: productNameCreateMessage });
export const productNameEdit = text({
  label: 'Product name',
  max: productNameMax,
  error: 'Product name is required',
}).min(1, { error: 'Product name is required' });
export const productDescription = text({
  label: 'Product description',
  max: productDescriptionMax,
  multiline: true,
  error: 'Product description is required',
}).min(1, { error: 'Product description is required' });

const tag = text({ label: 'Tag', max: productTagMax });
const tagList = z
  .array(tag, { error: 'Tags must be a list' })
  .max(productTagsMax, { error: `A product can have at most ${productTagsMax} tags` })
  // Blank tags are dropped, and the same tag twice in any case is one tag.
  .transform((tags) => [
    ...new Map(tags.filter((value) => value !== '').map((value) => [value.toLowerCase(), value])).values(),
  ]);
/** Spec §3 New product: productTag is one string, tags separated by commas. */
export const productTagText = text({
  label: 'Tags',
  max: productTagsMax * (productTagMax + 2),
  error: 'Tags must be text',
  tooLong: 'Tags are too long',
})
  .transform((value) => value.split(','))
  .pipe(tagList);
/** Spec §3 Edit product: productTag is a list of strings (JSON text in a form). */
export const productTagListSchema = tagList;

const priceMessages = {
  invalid: 'Please enter a valid price',
  negative: "Price can't be negative",
  decimals: 'Price can have at most 2 decimal places',
  tooLarge: 'Price must be at most ₱10,000,000.00',
};
/** Integer centavos. */
export const price = pesos(priceMessages);
/** Optional: blank or 0 is no discount (null); otherwise the same rules as the price. */
export const discountedPrice = z
  .unknown()
  .optional()
  .transform((value) => (isBlank(value) ? null : value))
  .pipe(pesos(priceMessages).nullable())
  .transform((centavos) => (centavos === 0 ? null : centavos));
export const discountMessage = 'Discounted price must be less than the price';

/** "true"/"false" as a form sends it, or a JSON boolean; absent is false. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { error: 'Must be true or false' })
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on');

export const sku = text({ label: 'SKU', max: skuMax, error: 'Product SKU is required' }).min(1, {
  error: 'Product SKU is required',
});

/** A whole number of items, from a form's text or JSON. */
export const quantity = z
  .unknown()
  .optional()
  .transform((value, context): number => {
    const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (/^-\d+$/.test(digits)) return fail("Quantity can't be negative");
    if (!/^\d{1,9}$/.test(digits)) return fail('Please enter a valid quantity');
    const count = Number(digits);
    return count > quantityMax
      ? fail(`Quantity must be at most ${quantityMax.toLocaleString('en-PH')}`)
      : count;
  });

/**
 * A package dimension (spec §5: a valid number, at least 1): weight in grams, the others in centimetres,
 * with at most 2 decimals like every number a seller types here.
 */
const dimension = (name: 'Weight' | 'Length' | 'Width' | 'Height', max: number) =>
  pesos(
    {
      invalid: `Please enter a valid ${name.toLowerCase()}`,
      negative: `${name} must be at least 1`,
      decimals: `Please enter a valid ${name.toLowerCase()}`,
      tooLarge: `${name} must be at most ${max.toLocaleString('en-PH')}`,
    },
    max * 100,
  )
    .refine((hundredths) => hundredths >= 100, { error: `${name} must be at least 1` })
    .transform((hundredths) => hundredths / 100);
/** Up to 1,000 kg, and 10 m a side. */
export const weight = dimension('Weight', 1_000_000);
export const length = dimension('Length', 1_000);
export const width = dimension('Width', 1_000);
export const height = dimension('Height', 1_000);

/** JSON text in a form field, or the value itself in a JSON body. */
export const jsonText = <T extends z.ZodType>(label: string, schema: T) =>
  z
    .unknown()
    .optional()
    .transform((value, context) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${label} could not be read`, input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);

const chooseCategory = 'Please choose a category';
/** Spec §3 productCategoryIds: the one category the product is listed in (a child, or a parent without any). */
export const productCategoryIds = jsonText(
  'Category',
  z
    .array(
      z
        .number({ error: chooseCategory })
        .int({ error: chooseCategory })
        .positive({ error: chooseCategory })
        // Category ids are PostgreSQL integers: a larger one names no category, and must not reach a query.
        .max(2 ** 31 - 1, { error: chooseCategory }),
      { error: chooseCategory },
    )
    .length(1, { error: chooseCategory }),
);

// ---------------------------------------------------------------------------------------------------------
// Options and variants (spec §3 variant, option, variant generator; §5 generator rules)

const optionName = text({
  label: 'Option name',
  max: optionNameMax,
  error: 'Product option name is required',
}).min(1, { error: 'Product option name is required' });
const optionValue = text({
  label: 'Variant name',
  max: optionValueMax,
  error: 'Product variant name is required',
}).min(1, { error: 'Product variant name is required' });

const sameIgnoringCase = (values: string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size !== values.length;

export const optionInputSchema = z.object({
  name: optionName,
  values: z
    .array(optionValue, { error: 'Add at least one value' })
    .min(1, { error: 'Add at least one value' })
    .max(optionValuesMax, { error: `An option can have at most ${optionValuesMax} values` })
    .refine((values) => !sameIgnoringCase(values), { error: 'Each value of an option must be different' }),
});
export type OptionInput = z.infer<typeof optionInputSchema>;

export const optionsInputSchema = z
  .array(optionInputSchema, { error: 'Options must be a list' })
  .max(optionsMax, { error: `A product can have at most ${optionsMax} options` })
  .refine((options) => !sameIgnoringCase(options.map((option) => option.name)), {
    error: 'Each option must have a different name',
  });

/**
 * Which picture a variant shows: one the product already has (`id`), or the n-th image file uploaded in the
 * same request (`newImage`, counting from 0), so a new product's variants can point at its new pictures.
 */
export const variantImageRefSchema = z
  .union([
    z.object({ id: z.number().int().positive() }).strict(),
    z
      .object({
        newImage: z
          .number()
          .int()
          .min(0)
          .max(productImagesMax - 1),
      })
      .strict(),
  ])
  .nullable()
  .default(null);
export type VariantImageRef = z.infer<typeof variantImageRefSchema>;

const optionalValue = z
  .unknown()
  .optional()
  .transform((value) => (isBlank(value) ? null : value))
  .pipe(optionValue.nullable());

/** Blank or absent: the variant ships in the product's package. */
const optionalDimension = (schema: typeof weight) =>
  z
    .unknown()
    .optional()
    .transform((value) => (isBlank(value) ? null : value))
    .pipe(schema.nullable());

export const variantInputSchema = z
  .object({
    option1: text({ label: 'Option value', max: optionValueMax, error: 'Please enter a valid value' }).min(
      1,
      {
        error: 'Please enter a valid value',
      },
    ),
    option2: optionalValue,
    option3: optionalValue,
    /** Optional; when given, at least 1 character (spec §5) and unique among the seller's SKUs. */
    sku: z
      .unknown()
      .optional()
      .transform((value) => (value === undefined || value === null ? null : value))
      .pipe(
        text({ label: 'SKU', max: skuMax, error: 'Product SKU name is required' })
          .min(1, { error: 'Product SKU name is required' })
          .nullable(),
      ),
    quantity,
    price,
    discountedPrice,
    chargeTaxes: flag,
    image: jsonText('Image', variantImageRefSchema),
    weight: optionalDimension(weight),
    length: optionalDimension(length),
    width: optionalDimension(width),
    height: optionalDimension(height),
  })
  .superRefine(refineDiscount);
export type VariantInput = z.infer<typeof variantInputSchema>;

function refineDiscount(
  value: { price: number; discountedPrice: number | null },
  context: z.RefinementCtx,
): void {
  if (value.discountedPrice !== null && value.discountedPrice >= value.price) {
    context.addIssue({ code: 'custom', path: ['discountedPrice'], message: discountMessage, input: value });
  }
}

/** The option values a variant names, in option order, as one key: "M / Red". */
export const combinationName = (variant: Pick<VariantInput, 'option1' | 'option2' | 'option3'>) =>
  [variant.option1, variant.option2, variant.option3].filter((value) => value !== null).join(' / ');

/** Whether a variant names one value of each option, in option order (in any case), and nothing more. */
export function variantFitsOptions(
  variant: Pick<VariantInput, 'option1' | 'option2' | 'option3'>,
  options: ReadonlyArray<{ values: readonly string[] }>,
): boolean {
  const named = [variant.option1, variant.option2, variant.option3];
  return named.every((chosen, position) => {
    const option = options[position];
    if (!option) return chosen === null;
    return chosen !== null && option.values.some((value) => value.toLowerCase() === chosen.toLowerCase());
  });
}

/**
 * Variants must name one value of each option, in option order, and no combination twice. Checked once the
 * fields themselves are valid; the message lands on the variant that breaks the rule.
 */
function refineVariantsAgainstOptions(
  value: { options: OptionInput[]; variants: VariantInput[] },
  context: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  value.variants.forEach((variant, index) => {
    const fits = variantFitsOptions(variant, value.options);
    const key = combinationName(variant).toLowerCase();
    if (!fits) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'option1'],
        message: 'Please enter a valid value',
        input: variant,
      });
    } else if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'option1'],
        message: `The variant ${combinationName(variant)} is listed twice`,
        input: variant,
      });
    }
    seen.add(key);
  });
  if (value.variants.length === 0 && value.options.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['variants'],
      message: 'Add at least one variant, or remove the options',
      input: value.variants,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The bodies of POST and PUT /api/products and of the variant routes (image files are read separately)

const productFieldsShape = {
  productDescription,
  productCategoryIds,
  price,
  discountedPrice,
  chargeTaxes: flag,
  sku,
  quantity,
  weight,
  length,
  width,
  height,
  options: jsonText('Options', optionsInputSchema).default([]),
  variants: jsonText(
    'Variants',
    z.array(variantInputSchema, { error: 'Variants must be a list' }).max(27),
  ).default([]),
};

const refineProduct = (
  value: { price: number; discountedPrice: number | null; options: OptionInput[]; variants: VariantInput[] },
  context: z.RefinementCtx,
) => {
  refineDiscount(value, context);
  refineVariantsAgainstOptions(value, context);
};

/** POST /api/products: the text fields of the form; the files arrive as repeated `images` parts. */
export const productCreateSchema = z
  .object({ productName: productNameCreate, productTag: productTagText.default([]), ...productFieldsShape })
  .superRefine(refineProduct);
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/** The pictures kept on edit, in display order, as `{id}`; new files arrive as `newImages` parts after them. */
export const keptImagesSchema = jsonText(
  'Images',
  z.array(z.object({ id: z.number().int().positive() })).max(productImagesMax, {
    error: `A product can have at most ${productImagesMax} images`,
  }),
);

/** PUT /api/products/{id}. */
export const productEditSchema = z
  .object({
    productName: productNameEdit,
    productTag: jsonText('Tags', productTagListSchema).default([]),
    images: keptImagesSchema.default([]),
    ...productFieldsShape,
  })
  .superRefine(refineProduct);
export type ProductEditInput = z.infer<typeof productEditSchema>;

/**
 * POST and PUT /api/products/{id}/variants[/{variantId}]: one variant, its picture an existing image id. These
 * routes, and DELETE of a variant, answer the whole product (its quantity is the sum of its variants').
 */
export const variantBodySchema = variantInputSchema;

// ---------------------------------------------------------------------------------------------------------
// The admin's product review

export const productReviewQuerySchema = z.object({
  status: optionalParam(
    z
      .enum(['0', '1', '2'], { error: 'status must be 0, 1 or 2' })
      .transform((value) => Number(value) as ProductStatus),
  ).transform((status) => status ?? productStatus.pending),
  limit: wholeParam('limit', 1, 100).default(20),
  /** nextCursor of the previous page. */
  cursor: text({ label: 'cursor', max: 100 }).optional(),
});
export type ProductReviewQuery = z.infer<typeof productReviewQuerySchema>;

export const productReviewItemSchema = productSchema.extend({
  seller: z.object({ id: z.uuid(), spStoreName: z.string() }),
  /** When it last went to the queue (created, or edited back to pending). */
  submittedAt: z.iso.datetime({ offset: true }),
});
export type ProductReviewItem = z.infer<typeof productReviewItemSchema>;
/** PATCH /api/admin/products/{id}/review: the product as decided. */
export const productReviewResponseSchema = envelope(productReviewItemSchema);

export const productReviewPageSchema = envelope(
  z.object({
    products: z.array(productReviewItemSchema),
    nextCursor: z.string().nullable(),
    counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  }),
);
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>['data'];

export const productRejectReasonMax = 1000;
export const productReviewBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal(productStatus.approved),
      reason: text({ label: 'Reason', max: productRejectReasonMax, multiline: true }).optional(),
    }),
    z.object({
      status: z.literal(productStatus.rejected),
      reason: text({
        label: 'Reason',
        max: productRejectReasonMax,
        multiline: true,
        error: 'Please give the seller a reason',
      }).min(1, { error: 'Please give the seller a reason' }),
    }),
  ],
  { error: 'status must be 1 (approve) or 2 (reject)' },
);
export type ProductReviewBody = z.infer<typeof productReviewBodySchema>;
