// /admin/campaigns/new and /admin/campaigns/:id/edit (issue 14): the campaign's words, its cover photo, its
// sales period and application window in Philippine time, and how its card reads; every spec §5 message live
// as the admin types (the schema the server parses with), the server's own on their fields after a save.
import { useSelector } from '@xstate/react';
import { Group, Input, Label, FieldError, TextField as AriaTextField } from 'react-aria-components';
import { failureText } from '#machines/admin-review/failure.ts';
import { adminCampaignFallbacks } from '#machines/admin-campaigns/failure.ts';
import { selectDeletion } from '#machines/admin-campaigns/selectors.ts';
import type { CampaignField, CampaignFormValues } from '#machines/campaign-editor/context.ts';
import type { CampaignEditorMachine } from '#machines/campaign-editor/machine.ts';
import {
  sameFieldErrors,
  selectCampaign,
  selectCoverFailure,
  selectCoverFile,
  selectFieldErrors,
  selectIsLoading,
  selectIsSaving,
  selectIsUploading,
  selectLoadFailure,
  selectSaveFailure,
  selectValues,
} from '#machines/campaign-editor/selectors.ts';
import {
  campaignDisplayTypeLabels,
  campaignDisplayTypes,
  type CampaignDisplayType,
} from '#schemas/campaigns';
import { useFlow } from '../../app/use-flow.ts';
import { PageLoading } from '../../layout/PageLoading.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import * as fieldStyles from '../../ui/field.css.ts';
import { Form } from '../../ui/Form.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { Link } from '../../ui/Link.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CoverField } from './CoverField.tsx';
import { DeletionDialog } from './DeletionDialog.tsx';
import { MomentField } from './MomentField.tsx';
import * as styles from './CampaignEditor.css.ts';

export type CampaignEditorProps = {
  logic: CampaignEditorMachine;
  /** The campaign edited, as its id is in the URL; null for a new one. */
  campaignId: string | null;
};

const displayTypeOptions = campaignDisplayTypes.map((type) => ({
  id: type,
  name: campaignDisplayTypeLabels[type],
}));

/** The display value's field: what it is, and its unit before or after the number. */
const displayValueFields: Record<
  Exclude<CampaignDisplayType, 'COUNTDOWN'>,
  { label: string; prefix?: string; suffix?: string; description: string }
> = {
  PERCENTAGE_OFF: {
    label: 'Percent off',
    suffix: '%',
    description: 'A whole number from 1 to 99: "20% off".',
  },
  STARTING_AT: {
    label: 'Starting price',
    prefix: '₱',
    description: 'The lowest price: "Starting at ₱199.00".',
  },
};

type AmountFieldProps = {
  label: string;
  prefix?: string | undefined;
  suffix?: string | undefined;
  description: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

/** A number with its unit beside it (₱ before, % after), the unit read with the label. */
function AmountField({ label, prefix, suffix, description, errorMessage, ...props }: AmountFieldProps) {
  return (
    <AriaTextField
      {...props}
      inputMode="decimal"
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{`${label} (${prefix ?? suffix})`}</Label>
      <Group className={styles.group}>
        {prefix ? (
          <span className={styles.unit} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input className={styles.unitInput} />
        {suffix ? (
          <span className={styles.unit} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </Group>
      <span className={fieldStyles.description}>{description}</span>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

export function CampaignEditor({ logic, campaignId }: CampaignEditorProps) {
  const editor = useFlow(logic, { input: { campaignId } });
  const values = useSelector(editor, selectValues);
  const campaign = useSelector(editor, selectCampaign);
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const loadFailure = useSelector(editor, selectLoadFailure);
  const saveFailure = useSelector(editor, selectSaveFailure);
  const isSaving = useSelector(editor, selectIsSaving);
  const isUploading = useSelector(editor, selectIsUploading);
  const coverFile = useSelector(editor, selectCoverFile);
  const coverFailure = useSelector(editor, selectCoverFailure);
  const deletion = useSelector(editor, selectDeletion);
  const isLoading = useSelector(editor, selectIsLoading);
  const isEdit = campaignId !== null;
  const title = isEdit ? 'Edit campaign' : 'New campaign';

  if (isLoading) return <PageLoading label="Loading the campaign…" />;
  if (loadFailure) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{title}</Heading>
        <Banner tone="error">{failureText(loadFailure, adminCampaignFallbacks.get)}</Banner>
        <div className={styles.mainActions}>
          <Link variant="secondary" href="/admin/campaigns">
            Back to campaigns
          </Link>
          <Button onPress={() => editor.send({ type: 'editor.retry' })}>Try again</Button>
        </div>
      </div>
    );
  }

  const field = <K extends 'title' | 'description' | 'heading' | 'displayValue'>(name: K) => ({
    name,
    value: values[name],
    isDisabled: isSaving,
    onChange: (value: string) => editor.send({ type: 'field.change', field: name, value }),
    onBlur: () => editor.send({ type: 'field.blur', field: name }),
    errorMessage: errors[name],
  });
  const moment = (name: 'startDate' | 'endDate' | 'applicationEndDate') => ({
    value: values[name],
    isDisabled: isSaving,
    onChange: (value: string | null) => editor.send({ type: 'field.change', field: name, value }),
    onBlur: () => editor.send({ type: 'field.blur', field: name }),
    errorMessage: errors[name],
  });
  const change = (name: CampaignField, value: CampaignFormValues[CampaignField]) => {
    editor.send({ type: 'field.change', field: name, value });
    editor.send({ type: 'field.blur', field: name });
  };
  const displayValue = values.displayType === 'COUNTDOWN' ? null : displayValueFields[values.displayType];

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>{title}</Heading>
        <Paragraph muted>
          Times are Philippine time. Leave the start empty to begin at once, and the end empty to run until
          you end it.
        </Paragraph>
      </div>
      {saveFailure ? (
        <Banner tone="error">{failureText(saveFailure, adminCampaignFallbacks.save)}</Banner>
      ) : null}
      <Form
        aria-label={title}
        data-campaign-form=""
        onSubmit={(event) => {
          event.preventDefault();
          editor.send({ type: 'editor.submit' });
        }}
      >
        <div className={styles.columns}>
          <div className={styles.column}>
            <Card title="Details">
              <TextField label="Title" isRequired {...field('title')} />
              <TextField
                label="Heading"
                description="The line sellers read on the campaign's card."
                isRequired
                {...field('heading')}
              />
              <TextField label="Description" isRequired multiline {...field('description')} />
            </Card>
            <Card title="Cover photo">
              <CoverField
                url={values.backgroundImageUrl}
                uploading={coverFile}
                failure={coverFailure}
                errorMessage={errors.backgroundImageUrl}
                isDisabled={isSaving}
                onPick={(file) => editor.send({ type: 'cover.pick', file })}
              />
            </Card>
          </div>
          <div className={styles.column}>
            <Card title="Sales period">
              {/* One above the other: a date with its time does not fit half of the column. */}
              <MomentField label="Start" {...moment('startDate')} />
              <MomentField label="End" {...moment('endDate')} />
            </Card>
            <Card title="Applications">
              <Checkbox
                isSelected={values.allowApplication}
                isDisabled={isSaving}
                onChange={(selected) => change('allowApplication', selected)}
                description="Sellers apply their approved products with a discount, for you to review."
              >
                Allow applications
              </Checkbox>
              {values.allowApplication ? (
                <MomentField
                  label="Application end date"
                  description="Applications close then, at the latest when the campaign ends."
                  {...moment('applicationEndDate')}
                />
              ) : null}
            </Card>
            <Card title="Display">
              <Select
                label="Display type"
                name="displayType"
                options={displayTypeOptions}
                value={values.displayType}
                isDisabled={isSaving}
                onChange={(value) => change('displayType', value as CampaignDisplayType)}
                errorMessage={errors.displayType}
              />
              {displayValue ? (
                // Keyed by the type: a percentage and a price are different fields to assistive technology.
                <AmountField
                  key={values.displayType}
                  label={displayValue.label}
                  prefix={displayValue.prefix}
                  suffix={displayValue.suffix}
                  description={displayValue.description}
                  {...field('displayValue')}
                />
              ) : (
                <p className={styles.muted}>A countdown to the start, then to the end, needs no value.</p>
              )}
            </Card>
          </div>
        </div>
        <div className={styles.actions}>
          {campaign ? (
            <Button
              variant="danger"
              isDisabled={isSaving || deletion !== undefined}
              onPress={() => editor.send({ type: 'campaign.delete' })}
            >
              Delete campaign
            </Button>
          ) : null}
          <div className={styles.mainActions}>
            <Link variant="secondary" href="/admin/campaigns">
              Cancel
            </Link>
            <Button type="submit" isDisabled={isSaving || isUploading}>
              {isSaving
                ? 'Saving…'
                : isUploading
                  ? 'Uploading the cover…'
                  : isEdit
                    ? 'Save campaign'
                    : 'Create campaign'}
            </Button>
          </div>
        </div>
      </Form>
      {deletion ? <DeletionDialog deletion={deletion} /> : null}
    </div>
  );
}
