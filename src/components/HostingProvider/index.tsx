import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HOSTS, isHostId} from '@site/src/data/hosting';

/** The host this build is deployed to (`DEPLOY_HOST`, exposed as `customFields.host`), as the privacy notice names it. */
export default function HostingProvider(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const id = siteConfig.customFields?.host;
  if (!isHostId(id)) throw new Error(`customFields.host "${String(id)}" is not one of ${Object.keys(HOSTS).join(', ')}.`);
  const host = HOSTS[id];
  return (
    <>
      {host.name}, operated by {host.operator} (<a href={host.privacyPolicy}>its privacy statement</a>)
    </>
  );
}
