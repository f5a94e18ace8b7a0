import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The contact address set at build time (`CONTACT_EMAIL`, exposed as `customFields.contactEmail`;
 * docusaurus.config.ts always sets it). No fallback here: a default in this module would ship the
 * development address in every browser chunk that shows the address.
 */
export function useContactEmail(): string {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.contactEmail;
  if (typeof configured !== 'string' || configured === '') throw new Error('customFields.contactEmail is not set (docusaurus.config.ts sets it from CONTACT_EMAIL).');
  return configured;
}

type Props = {
  /** Pre-filled subject line of the mailto link. */
  readonly subject?: string;
};

/** The contact address as a mailto link, so pages never hard-code a deployment setting. */
export default function ContactEmail({subject}: Props): ReactNode {
  const email = useContactEmail();
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return <a href={href}>{email}</a>;
}
