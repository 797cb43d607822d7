// The onboarding form driven by its machine: progress, the current step, Back/Next and the autosave state.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sameFieldErrors } from '#machines/form/context.ts';
import type { OnboardingMachine } from '#machines/onboarding/machine.ts';
import type { PlaceSearchMachine } from '#machines/onboarding/place-search.ts';
import { shownMessage, LOAD_FALLBACK, SUBMIT_FALLBACK } from '#machines/onboarding/failure.ts';
import {
  selectDocuments,
  selectErrors,
  selectIncompleteSteps,
  selectLoadFailure,
  selectMode,
  selectProgressSteps,
  selectRejectionReason,
  selectReturnsToReview,
  selectSaveStatus,
  selectScreen,
  selectSubmitFailure,
  selectValues,
  selectWarehouseIsStoreCopy,
} from '#machines/onboarding/selectors.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { AddressStep } from './AddressStep.tsx';
import { AgreementStep } from './AgreementStep.tsx';
import { BusinessInfoStep } from './BusinessInfoStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import * as styles from './Onboarding.css.ts';
import { OfficersStep } from './OfficersStep.tsx';
import { PlaceSearchField, type PlaceSearchStatus } from './PlaceSearchField.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { StepProgress } from './StepProgress.tsx';
import { WelcomeStep } from './WelcomeStep.tsx';

type OnboardingActor = ActorRefFrom<OnboardingMachine>;
type PlaceSearchActor = ActorRefFrom<PlaceSearchMachine>;

function placeStatus(snapshot: ReturnType<PlaceSearchActor['getSnapshot']>): PlaceSearchStatus {
  if (snapshot.matches('debouncing') || snapshot.matches('searching')) return 'searching';
  if (snapshot.matches('geocoding') || snapshot.matches('locating')) return 'locating';
  if (snapshot.matches('results')) return 'results';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

function MachinePlaceSearch({ places, label }: { places: PlaceSearchActor; label: string }) {
  const query = useSelector(places, (snapshot) => snapshot.context.query);
  const predictions = useSelector(places, (snapshot) => snapshot.context.predictions);
  const error = useSelector(places, (snapshot) => snapshot.context.error);
  const status = useSelector(places, placeStatus);
  return (
    <PlaceSearchField
      label={label}
      query={query}
      predictions={predictions}
      status={status}
      error={status === 'failed' ? error : null}
      onQueryChange={(value) => places.send({ type: 'query.change', query: value })}
      onSelect={(placeId) => places.send({ type: 'place.select', placeId })}
    />
  );
}

export function OnboardingFlow({ actor }: { actor: OnboardingActor }) {
  const screen = useSelector(actor, selectScreen);
  const values = useSelector(actor, selectValues);
  const documents = useSelector(actor, selectDocuments);
  const errors = useSelector(actor, selectErrors, sameFieldErrors);
  const steps = useSelector(actor, selectProgressSteps);
  const saveStatus = useSelector(actor, selectSaveStatus);
  const returnsToReview = useSelector(actor, selectReturnsToReview);
  const mode = useSelector(actor, selectMode);
  const rejectionReason = useSelector(actor, selectRejectionReason);
  const submitFailure = useSelector(actor, selectSubmitFailure);
  const loadFailure = useSelector(actor, selectLoadFailure);
  const incomplete = useSelector(actor, selectIncompleteSteps);
  const warehouseIsStoreCopy = useSelector(actor, selectWarehouseIsStoreCopy);
  const places = useSelector(
    actor,
    (snapshot) => ({
      storeAddress: snapshot.children['places.storeAddress'] as PlaceSearchActor | undefined,
      warehouseAddress: snapshot.children['places.warehouseAddress'] as PlaceSearchActor | undefined,
    }),
    (a, b) => a.storeAddress === b.storeAddress && a.warehouseAddress === b.warehouseAddress,
  );

  // Every new screen (Next, Back, Forward, a reload) starts at the top with its heading focused, so
  // nobody is left mid-page and screen readers start reading there. Submitting stays on the review.
  const page = useRef<HTMLDivElement>(null);
  const shown = screen === 'submitting' ? 'review' : screen;
  useEffect(() => {
    if (shown === 'loading') return;
    // A frame later: a step's new URL also moves focus, to <main> (RouteBoundary); the heading comes after.
    const frame = requestAnimationFrame(() => {
      document.documentElement.scrollTop = 0;
      const heading = page.current?.querySelector<HTMLElement>('h1');
      if (!heading) return;
      // Focusable by script only, never by Tab: it is where reading starts, not a control.
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  if (screen === 'loading') return <PageLoading label="Loading your onboarding details…" />;
  if (screen === 'loadFailed')
    return (
      <div className={styles.page} ref={page}>
        <Banner tone="error">
          {shownMessage(loadFailure ?? { kind: 'network', message: '' }, LOAD_FALLBACK)}
        </Banner>
        <div>
          <Button onPress={() => actor.send({ type: 'load.retry' })}>Try again</Button>
        </div>
      </div>
    );
  if (screen === 'alreadySubmitted' || screen === 'submitted')
    return (
      <div className={styles.page} ref={page}>
        <Heading level={1}>Onboarding submitted</Heading>
        <Paragraph>Your details are with the admin for approval.</Paragraph>
        <div>
          <Link variant="primary" href="/dashboard">
            Go to the dashboard
          </Link>
        </div>
      </div>
    );

  const send = actor.send.bind(actor);
  /** Fields are named by their error path, so the machine's record of what was left matches the errors. */
  const leave = (field: string) => send({ type: 'field.blur', field });
  if (screen === 'welcome')
    return (
      <div className={styles.page} ref={page}>
        <WelcomeStep onStart={() => send({ type: 'onboarding.start' })} />
      </div>
    );

  const current = screen === 'submitting' ? 'review' : screen;
  const body = (() => {
    switch (current) {
      case 'storeAddress':
      case 'warehouseAddress': {
        const section = current;
        const search = places[section];
        return (
          <AddressStep
            section={section}
            values={values[section]}
            errors={errors}
            onChange={(field, value) => send({ type: 'field.change', section, field, value })}
            onBlur={leave}
            search={search ? <MachinePlaceSearch places={search} label="Search for a place" /> : null}
            onPinMove={({ lat, lng }) => search?.send({ type: 'pin.move', lat, lng })}
            prefilledFromStore={section === 'warehouseAddress' && warehouseIsStoreCopy}
          />
        );
      }
      case 'businessInfo':
        return (
          <BusinessInfoStep
            values={values.businessInfo}
            errors={errors}
            onChange={(field, value) => send({ type: 'field.change', section: 'businessInfo', field, value })}
            onBlur={leave}
          />
        );
      case 'documents':
        return (
          <DocumentsStep
            documents={documents}
            errors={errors}
            onSelect={(kind, file) => send({ type: 'document.select', kind, file })}
          />
        );
      case 'officers':
        return (
          <OfficersStep
            officers={values.officers}
            errors={errors}
            onChange={(index, field, value) => send({ type: 'officer.change', index, field, value })}
            onBlur={(index, field) => leave(`officers.${index}.${field}`)}
            onAdd={() => send({ type: 'officer.add' })}
            onRemove={(index) => send({ type: 'officer.remove', index })}
          />
        );
      case 'agreement':
        return (
          <AgreementStep
            hasAgreed={values.agreement.hasAgreed}
            error={errors.hasAgreed}
            onBlur={() => leave('hasAgreed')}
            onChange={(hasAgreed) =>
              send({ type: 'field.change', section: 'agreement', field: 'hasAgreed', value: hasAgreed })
            }
          />
        );
      case 'review':
        return null;
    }
  })();

  return (
    <div className={styles.page} ref={page}>
      <StepProgress steps={steps} current={current} />
      <SaveStatus status={saveStatus} onRetry={() => send({ type: 'draft.retry' })} />
      {current === 'review' ? (
        <ReviewStep
          values={values}
          documents={documents}
          incomplete={incomplete}
          mode={mode}
          rejectionReason={rejectionReason}
          submitError={submitFailure ? shownMessage(submitFailure, SUBMIT_FALLBACK) : null}
          isSubmitting={screen === 'submitting'}
          onEdit={(step) => send({ type: 'step.edit', step })}
          onSubmit={() => send({ type: 'review.submit' })}
        />
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'step.next' });
          }}
        >
          {body}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'step.back' })}>
              Back
            </Button>
            <Button type="submit">{returnsToReview ? 'Save and return to review' : 'Next'}</Button>
          </div>
        </Form>
      )}
    </div>
  );
}
