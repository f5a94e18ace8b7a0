import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {normalizeEndpoint} from '@site/src/lib/forms/endpoint';
import type {FormDefinition} from '@site/src/lib/forms/types';
import ContactFormView from './ContactFormView';

type Props = {
  /** One of the definitions in `src/lib/forms/definitions.ts`. */
  readonly definition: FormDefinition;
};

/**
 * A contact form driven by a typed definition. It POSTs JSON to the build-time endpoint
 * (`FORM_ENDPOINT`, exposed as `customFields.formEndpoint`) or, when none is configured,
 * opens a pre-filled e-mail. Import it from the page's MDX so it loads on that page only.
 */
export default function ContactForm({definition}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const configuredEndpoint = normalizeEndpoint(siteConfig.customFields?.formEndpoint);
  return <ContactFormView definition={definition} configuredEndpoint={configuredEndpoint} />;
}
