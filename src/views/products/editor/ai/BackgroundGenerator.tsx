// "New background" (issue 15): the background tool's dialogs over its actor. Spec §2's question when the
// product has unsaved changes; then one modal whose body follows the tool's state: the photo and the prompt
// (with "Suggest a prompt"), the work on its way with Cancel, the before and after with Keep / Try another
// prompt / Discard, or spec §8's limit for this photo. Nothing shows while the tool is idle.
import type { BackgroundGenerationMachine } from '#machines/background-generation/machine.ts';
import {
  selectFailure,
  selectPrompt,
  selectPromptError,
  selectResult,
  selectSource,
  selectStep,
  type BackgroundStep,
} from '#machines/background-generation/selectors.ts';
import { aiMessages } from '#schemas/ai';
import { imageSrc } from '#schemas/media';
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { AlertDialog } from '../../../ui/AlertDialog.tsx';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions, DialogText } from '../../../ui/Dialog.tsx';
import { Form } from '../../../ui/Form.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { AiOriginNote } from './AiOriginNote.tsx';
import * as styles from './BackgroundGenerator.css.ts';

type BackgroundActor = ActorRefFrom<BackgroundGenerationMachine>;

export function BackgroundGenerator({ actor }: { actor: BackgroundActor }) {
  const step = useSelector(actor, selectStep);
  const close = () => actor.send({ type: 'close' });
  if (step === 'closed') return null;
  if (step === 'confirmUnsaved')
    return (
      <AlertDialog
        isOpen
        title="Unsaved changes"
        confirmLabel="Continue"
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        onConfirm={() => actor.send({ type: 'unsaved.continue' })}
      >
        This product has changes that are not saved yet. A new background joins them as a new picture: save
        the product to keep it. If the save fails, the new background is cleared.
      </AlertDialog>
    );
  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <Dialog title="New background">
        <BackgroundBody actor={actor} step={step} />
      </Dialog>
    </Modal>
  );
}

function BackgroundBody({ actor, step }: { actor: BackgroundActor; step: BackgroundStep }) {
  const source = useSelector(actor, selectSource);
  const result = useSelector(actor, selectResult);
  const send = actor.send;
  if (!source) return null;

  if (step === 'limitReached')
    return (
      <div className={styles.body}>
        <Banner tone="error">{aiMessages.imageLimit}</Banner>
        <DialogText>
          No more backgrounds can be made from this photo today. Close this, then choose New background on
          another of the product’s pictures.
        </DialogText>
        <DialogActions>
          <Button autoFocus onPress={() => send({ type: 'close' })}>
            Choose another photo
          </Button>
        </DialogActions>
      </div>
    );

  if (step === 'preview' && result)
    return (
      <div className={styles.body}>
        <div className={styles.pictures}>
          <figure className={styles.figure}>
            <Picture source={source.source} alt="The photo as it was" />
            <figcaption className={styles.caption}>Before</figcaption>
          </figure>
          <figure className={styles.figure}>
            <Picture source={result.file} alt="The photo on its new background" />
            <figcaption className={styles.caption}>After</figcaption>
          </figure>
        </div>
        <AiOriginNote origin={result.origin} made="background" />
        <DialogText>Keep adds it after the photo as a new picture; it is saved with the product.</DialogText>
        <DialogActions>
          <Button variant="secondary" onPress={() => send({ type: 'preview.discard' })}>
            Discard
          </Button>
          <Button variant="secondary" onPress={() => send({ type: 'preview.retry' })}>
            Try another prompt
          </Button>
          <Button autoFocus onPress={() => send({ type: 'preview.keep' })}>
            Keep
          </Button>
        </DialogActions>
      </div>
    );

  return <PromptForm actor={actor} step={step} />;
}

/** The photo, the prompt and Generate; the suggestion or the background on its way, with Cancel. */
function PromptForm({ actor, step }: { actor: BackgroundActor; step: BackgroundStep }) {
  const source = useSelector(actor, selectSource);
  const prompt = useSelector(actor, selectPrompt);
  const promptError = useSelector(actor, selectPromptError);
  const failure = useSelector(actor, selectFailure);
  const send = actor.send;
  const busy = step === 'suggestingPrompt' || step === 'generating';
  const form = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);
  // The request's Cancel had focus and is gone once it ends: focus goes back to the prompt, inside the
  // dialog (where Escape still closes it), with the suggestion or the reason it failed to read.
  useLayoutEffect(() => {
    if (wasBusy.current && !busy && !form.current?.contains(document.activeElement))
      form.current?.querySelector('textarea')?.focus();
    wasBusy.current = busy;
  }, [busy]);
  if (!source) return null;
  return (
    <Form
      ref={form}
      className={styles.body}
      aria-label="Describe the new background"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'background.generate' });
      }}
    >
      <div className={styles.prompting}>
        <figure className={`${styles.figure} ${styles.source}`}>
          <Picture source={source.source} alt="The photo" />
        </figure>
        <div className={styles.fields}>
          <TextField
            label="Background"
            multiline
            autoFocus
            value={prompt}
            isDisabled={busy}
            description="Describe it in a few words: a surface, a colour, the light. For example: white marble with soft morning light."
            errorMessage={promptError ?? undefined}
            onChange={(value) => send({ type: 'prompt.change', prompt: value })}
          />
          {step === 'editingPrompt' ? (
            <Button
              variant="secondary"
              className={styles.suggest}
              onPress={() => send({ type: 'prompt.suggest' })}
            >
              Suggest a prompt
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      {busy ? (
        <Working
          label={step === 'generating' ? 'Making the new background…' : 'Suggesting a prompt…'}
          hint={step === 'generating' ? 'This can take a little while.' : undefined}
          onCancel={() => send({ type: 'request.cancel' })}
        />
      ) : (
        <DialogActions>
          <Button variant="secondary" onPress={() => send({ type: 'close' })}>
            Cancel
          </Button>
          <Button type="submit">Generate</Button>
        </DialogActions>
      )}
    </Form>
  );
}

/** A request on its way: no percentage to show (the answer comes at once), and Cancel to stop it. */
function Working({
  label,
  hint,
  onCancel,
}: {
  label: string;
  hint?: string | undefined;
  onCancel: () => void;
}) {
  return (
    <div className={styles.working}>
      <ProgressBar isIndeterminate aria-label={label} className={styles.working}>
        <span className={styles.note}>
          {label}
          {hint ? ` ${hint}` : ''}
        </span>
        <div className={styles.bar}>
          <div className={styles.band} />
        </div>
      </ProgressBar>
      <DialogActions>
        <Button variant="secondary" autoFocus onPress={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </div>
  );
}

/** A picture of the product: one it has (its URL), or bytes here (a file picked, a background made). */
function Picture({ source, alt }: { source: Blob | string; alt: string }) {
  if (typeof source === 'string')
    return <img className={styles.picture} src={imageSrc(source, 640)} alt={alt} />;
  return (
    <img
      className={styles.picture}
      alt={alt}
      ref={(element) => {
        if (!element) return;
        const url = URL.createObjectURL(source);
        element.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}
