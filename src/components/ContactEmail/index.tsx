import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_CONTACT_EMAIL} from '@site/src/data/site';

/** The contact address set at build time (`CONTACT_EMAIL`, exposed as `customFields.contactEmail`). */
export function useContactEmail(): string {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.customFields?.contactEmail;
  return typeof configured === 'string' && configured !== '' ? configured : DEFAULT_CONTACT_EMAIL;
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
