// "Write with AI" (issue 15; spec §1, §2 AI content generation, §3 AI content request): the writer's modal over
// its actor. The details (title prefilled, features, tone, special instructions, how many drafts, answers to
// the suggested questions), then the drafts side by side with "Use this" and who wrote them; a failure shows
// inline with Try again. Closed (Close, Escape, a press outside) it renders nothing.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DescriptionWriterMachine } from '#machines/description-writer/machine.ts';
import {
  selectErrors,
  selectIsBusy,
  selectIsGenerating,
  selectIsOpen,
  selectIsSuggesting,
  selectStep,
} from '#machines/description-writer/selectors.ts';
import { answerField } from '#machines/description-writer/context.ts';
import { draftCountMax, draftCountMin, type ToneId } from '#schemas/ai';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../../../ui/Dialog.tsx';
import { Form } from '../../../ui/Form.tsx';
import { Heading } from '../../../ui/Heading.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { AiOriginNote } from './AiOriginNote.tsx';
import * as styles from './DescriptionWriter.css.ts';

export type DescriptionWriterActor = ActorRefFrom<DescriptionWriterMachine>;

const countOptions = Array.from({ length: draftCountMax - draftCountMin + 1 }, (_, index) => {
  const count = String(draftCountMin + index);
  return { id: count, name: count };
});

export function DescriptionWriter({ actor }: { actor: DescriptionWriterActor }) {
  const isOpen = useSelector(actor, selectIsOpen);
  return (
    <Modal
      isOpen={isOpen}
      size="lg"
      isDismissable
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'close' });
      }}
    >
      <Dialog title="Write with AI">
        <WriterBody actor={actor} />
      </Dialog>
    </Modal>
  );
}

function WriterBody({ actor }: { actor: DescriptionWriterActor }) {
  const state = useSelector(actor, selectStep);
  if (state === 'loadingTones')
    return (
      <p role="status" className={styles.status}>
        Getting ready…
      </p>
    );
  if (state === 'tonesFailed') return <TonesFailed actor={actor} />;
  if (state === 'drafts') return <DraftList actor={actor} />;
  return <Details actor={actor} />;
}

function TonesFailed({ actor }: { actor: DescriptionWriterActor }) {
  const message = useSelector(actor, (snapshot) => snapshot.context.failure?.message);
  return (
    <>
      <Banner tone="error">{message}</Banner>
      <DialogActions>
        <Button variant="secondary" onPress={() => actor.send({ type: 'close' })}>
          Close
        </Button>
        <Button onPress={() => actor.send({ type: 'retry' })}>Try again</Button>
      </DialogActions>
    </>
  );
}

function Details({ actor }: { actor: DescriptionWriterActor }) {
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const errors = useSelector(actor, selectErrors);
  const isBusy = useSelector(actor, selectIsBusy);
  const isSuggesting = useSelector(actor, selectIsSuggesting);
  const isGenerating = useSelector(actor, selectIsGenerating);
  const questionsHeading = useId();
  const send = actor.send;
  const tone = context.tones.find((candidate) => candidate.id === context.tone);
  return (
    <Form
      aria-label="What to write about"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'drafts.write' });
      }}
    >
      <DialogText>
        Tell what you know about the product: the drafts are written from what you give here.
      </DialogText>
      <TextField
        label="Title"
        isRequired
        value={context.title}
        isReadOnly={isBusy}
        errorMessage={errors.title}
        onChange={(value) => send({ type: 'field.change', field: 'title', value })}
      />
      <TextField
        label="Features"
        multiline
        description="What it is made of, sizes, colours, what comes with it."
        value={context.features}
        isReadOnly={isBusy}
        errorMessage={errors.features}
        onChange={(value) => send({ type: 'field.change', field: 'features', value })}
      />
      <div className={styles.pickers}>
        <Select
          label="Tone"
          options={context.tones.map(({ id, label }) => ({ id, name: label }))}
          value={context.tone}
          description={tone?.description}
          isDisabled={isBusy}
          onChange={(value) => send({ type: 'tone.change', tone: value as ToneId })}
        />
        <Select
          label="How many drafts"
          options={countOptions}
          value={String(context.count)}
          isDisabled={isBusy}
          onChange={(value) => send({ type: 'count.change', count: Number(value) })}
        />
      </div>
      <TextField
        label="Special instructions"
        multiline
        description="For example: mention free shipping in Metro Manila."
        value={context.specialInstructions}
        isReadOnly={isBusy}
        errorMessage={errors.specialInstructions}
        onChange={(value) => send({ type: 'field.change', field: 'specialInstructions', value })}
      />
      <section className={styles.questions} aria-labelledby={questionsHeading}>
        <Heading level={3} size="sm" id={questionsHeading}>
          Buyer questions
        </Heading>
        <p className={styles.muted}>
          Answer what buyers would ask, and the drafts can tell them. Empty answers are not sent.
        </p>
        {context.questions.map((question) => (
          <TextField
            key={question.id}
            label={question.question}
            multiline
            value={question.answer}
            isReadOnly={isBusy}
            errorMessage={errors[answerField(question.id)]}
            onChange={(answer) => send({ type: 'answer.change', id: question.id, answer })}
          />
        ))}
        {context.questionsOrigin && context.questions.length > 0 ? (
          <AiOriginNote origin={context.questionsOrigin} made="text" />
        ) : null}
        {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
        <Button
          variant="secondary"
          className={styles.inlineAction}
          isDisabled={isBusy}
          onPress={() => send({ type: 'questions.suggest' })}
        >
          {isSuggesting ? 'Suggesting questions…' : 'Suggest questions'}
        </Button>
      </section>
      {context.failure ? (
        <Banner tone="error">
          {context.failure.message}{' '}
          <Button variant="secondary" className={styles.inlineAction} onPress={() => send({ type: 'retry' })}>
            Try again
          </Button>
        </Banner>
      ) : null}
      {isGenerating ? (
        <p role="status" className={styles.status}>
          {context.count === 1 ? 'Writing a draft…' : `Writing ${context.count} drafts…`}
        </p>
      ) : null}
      <DialogActions>
        {isGenerating ? (
          <Button variant="secondary" onPress={() => send({ type: 'drafts.cancel' })}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => send({ type: 'close' })}>
            Close
          </Button>
        )}
        <Button type="submit" isDisabled={isBusy}>
          Write
        </Button>
      </DialogActions>
    </Form>
  );
}

function DraftList({ actor }: { actor: DescriptionWriterActor }) {
  const drafts = useSelector(actor, (snapshot) => snapshot.context.drafts);
  const origin = useSelector(actor, (snapshot) => snapshot.context.draftsOrigin);
  const originId = useId();
  const send = actor.send;
  return (
    <>
      <DialogText>
        {drafts.length === 1
          ? 'Your draft. Use it as it is, or change it in the description afterwards.'
          : 'Your drafts, side by side. Use the one you like, and change it in the description afterwards.'}
      </DialogText>
      {/* Focus goes to the drafts when they come: the details above are gone, and the modal scrolled to Write. */}
      <ul
        ref={focusOnMount}
        tabIndex={-1}
        aria-label="Drafts"
        className={styles.drafts}
        aria-describedby={origin ? originId : undefined}
      >
        {drafts.map((draft, index) => (
          <DraftCard
            key={index}
            index={index}
            text={draft}
            onUse={() => send({ type: 'draft.use', index })}
          />
        ))}
      </ul>
      {origin ? <AiOriginNote id={originId} origin={origin} made="text" /> : null}
      <DialogActions>
        <Button variant="secondary" onPress={() => send({ type: 'close' })}>
          Close
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'drafts.edit' })}>
          Edit details
        </Button>
        <Button onPress={() => send({ type: 'drafts.write' })}>Write again</Button>
      </DialogActions>
    </>
  );
}

const focusOnMount = (node: HTMLElement | null) => node?.focus();

function DraftCard({ index, text, onUse }: { index: number; text: string; onUse: () => void }) {
  const headingId = useId();
  return (
    <li className={styles.draft} aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        Draft {index + 1}
      </Heading>
      <p className={styles.draftText}>{text}</p>
      <Button variant="secondary" aria-describedby={headingId} onPress={onUse}>
        Use this
      </Button>
    </li>
  );
}
