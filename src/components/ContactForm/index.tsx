import {useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {normalizeEndpoint} from '@site/src/lib/forms/endpoint';
import type {FormDefinition} from '@site/src/lib/forms/types';
import HydrationGate from '@site/src/components/HydrationGate';
import type {Wake} from '@site/src/components/HydrationGate/wake';
import {loadDraft, sessionDraftStorage} from '@site/src/lib/forms/storage';
import ContactFormView from './ContactFormView';

/**
 * The reader wakes the form (a pointer, focus or key inside it), or the form wakes by itself once
 * the page is idle when it has something to show at once: a draft of this tab (or the notice that
 * none can be kept), a choice passed in the URL (`?offering=`).
 */
function wakeFor(definition: FormDefinition): Wake {
  return {
    idle: () => {
      if (loadDraft(definition, sessionDraftStorage()).kind !== 'none') return true;
      const params = new URLSearchParams(window.location.search);
      return definition.fields.some((field) => field.kind === 'select' && field.queryParam !== undefined && params.has(field.queryParam));
    },
  };
}

type Props = {
  /** One of the definitions in `src/lib/forms/definitions.ts`. */
  readonly definition: FormDefinition;
};

/**
 * A contact form driven by a typed definition. It POSTs JSON to the build-time endpoint
 * (`FORM_ENDPOINT`, exposed as `customFields.formEndpoint`) or, when none is configured,
 * opens a pre-filled e-mail. Import it from the page's MDX so it loads on that page only.
 *
 * On the first load (Preact) the form waits for the reader (src/components/HydrationGate `wake`):
 * it hydrates when a pointer, focus or key reaches it, not with the page, so the page's load does
 * not render it. What the reader types before it has hydrated is kept (ContactFormView).
 */
export default function ContactForm({definition}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const configuredEndpoint = normalizeEndpoint(siteConfig.customFields?.formEndpoint);
  const wake = useMemo(() => wakeFor(definition), [definition]);
  return (
    <HydrationGate name={`form-${definition.id}`} wake={wake}>
      <ContactFormView definition={definition} configuredEndpoint={configuredEndpoint} />
    </HydrationGate>
  );
}
